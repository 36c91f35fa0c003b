import { z } from 'zod';
import { commonEnv, loadConfig, port, secret } from '@ricambiamo/config';
import { storageEnvShape } from '@ricambiamo/storage';

const DEV_JWT_SECRET = 'ricambiamo-dev-only-secret-change-me-0123456789';
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

const gatewayEnv = commonEnv
  .extend({
    HTTP_PORT: port('gateway'),
    HTTP_HOST: z.string().default('0.0.0.0'),
    /** Where the browser reaches us; reset links and Stripe return URLs are built from it. */
    PUBLIC_ORIGIN: z.url().default(DEFAULT_PUBLIC_ORIGIN),
    /** Pages allowed to send mutations to /graphql, comma-separated; PUBLIC_ORIGIN's when unset (see allowedOrigins). */
    ALLOWED_ORIGINS: z
      .string()
      .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)).min(1))
      .optional(),
    JWT_SECRET: secret(DEV_JWT_SECRET),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
    /** The built web app; unset in tests that exercise only the API. */
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z.stringbool().default(false),
    RATE_LIMIT_DISABLED: z.stringbool().default(false),
    /** Limits per 10 minutes on login and reset requests. */
    RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
    RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
    /** Prefix of the counters in Redis: replicas share one; a test run uses its own so runs do not add up. */
    RATE_LIMIT_NAMESPACE: z.string().default('ricambiamo:rate-limit'),
    /** Rewrites the committed schema.gql on boot so the web's generated types follow the resolvers. */
    GRAPHQL_SCHEMA_FILE: z.string().optional(),
    /** Where uploads and processed images live; the media worker must read the same. */
    ...storageEnvShape,
    /** An upload no worker has taken after this long ends failed instead of spinning forever in the form. */
    UPLOAD_STALE_SECONDS: z.coerce.number().int().positive().default(300),
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.RATE_LIMIT_DISABLED, {
    path: ['RATE_LIMIT_DISABLED'],
    message: 'rate limits cannot be disabled in production',
  });

export type GatewayConfig = z.output<typeof gatewayEnv>;

/** Origins compare as scheme://host[:port], the way a browser writes the Origin header. */
export const allowedOrigins = (config: GatewayConfig): string[] =>
  config.ALLOWED_ORIGINS ?? [new URL(config.PUBLIC_ORIGIN).origin];

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => loadConfig(gatewayEnv, env);
