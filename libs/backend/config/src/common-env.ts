import { z } from 'zod';

/** Variables every backend app reads; defaults match the local services on their standard ports. */
export const commonEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
});
export type CommonEnv = z.output<typeof commonEnv>;

/** A port number from the environment. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
