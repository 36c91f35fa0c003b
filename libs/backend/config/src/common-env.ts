import { z } from 'zod';
import { appNamed } from './app-registry';
import { secret, secretUrl } from './secret';

/** Variables every backend app reads; defaults match the local services on their standard ports. */
export const commonEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON object per line, what log collectors read. pretty: readable lines, set by `npm start`. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** The app's own NATS user, whose permissions infra/nats/nats-auth.conf sets; unset against an open server. */
  NATS_USER: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  NATS_PASSWORD: secret(),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** How long the edge waits for a service's reply; every call deeper in the request gets its share (rpcTimeoutMs). */
  RPC_BUDGET_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** Copies JetStream keeps of the events stream: 1 on a single server, 3 on the Kubernetes cluster (its ConfigMap). */
  EVENTS_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** How long the events stream keeps an event (a week when unset, @ricambiamo/messaging); the event tables as long. */
  EVENTS_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).optional(),
  /** How often a service deletes the rows it no longer needs (old event records, expired sessions). */
  PRUNE_INTERVAL_MS: z.coerce.number().int().min(100).default(60 * 60_000),
});
export type CommonEnv = z.output<typeof commonEnv>;

/** A port number from the environment; given an app's name, the default is its HTTP port in apps.json. */
export const port = (fallback: number | string) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(typeof fallback === 'number' ? fallback : appNamed(fallback).httpPort);

/**
 * The variables of a service that owns a database: the common ones, and defaults for its HTTP port and database
 * taken from apps.json, so a service's config.ts lists only what is its own.
 */
export function serviceEnv(name: string) {
  const { httpPort, database } = appNamed(name);
  if (!database) throw new Error(`${name} owns no database in libs/backend/config/src/apps.json`);
  return commonEnv.extend({
    HTTP_PORT: port(httpPort),
    DATABASE_URL: secretUrl(`postgresql://postgres@127.0.0.1:5432/${database}`),
  });
}

/**
 * The timeout of a request/reply call made `depth` hops below the edge (the gateway's own calls are depth 0). Each hop
 * waits 40% of what its caller waits, so a service can make a call and its compensation (a debit, then its refund)
 * and still answer before the caller gives up: an inner call always ends before the one waiting for it.
 */
export const rpcTimeoutMs = (budgetMs: number, depth: number): number => Math.floor(budgetMs * 0.4 ** depth);
