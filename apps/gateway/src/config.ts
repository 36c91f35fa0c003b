import { z } from 'zod';
import { commonEnv, loadConfig, port, secret } from '@ricambiamo/config';
import { storageEnvShape, uploadGraceEnvShape } from '@ricambiamo/storage';

const DEV_JWT_SECRET = 'dev-insecure-jwt-secret-ricambiamo-0123456789';
const DEV_VISITOR_KEY_SECRET = 'dev-insecure-visitor-key-secret-ricambiamo-0123';
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

const limit = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Who may tell us the client's address in X-Forwarded-For: the number of proxies in front of the gateway (1 behind
 * the ingress) or their addresses (IPs or CIDRs, comma-separated); `false` trusts none. Never "true": trusting any
 * X-Forwarded-For lets a client pick its own address and step around every per-IP limit.
 */
const trustedProxies = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim();
    if (text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text) || false;
    const addresses = text.split(',').map((address) => address.trim());
    if (addresses.every((address) => proxyAddress.safeParse(address).success)) return addresses;
    context.addIssue({
      code: 'custom',
      message: 'expected false, a number of proxy hops (1 behind the ingress) or comma-separated proxy IPs/CIDRs',
    });
    return z.NEVER;
  });

const gatewayEnv = commonEnv
  .extend({
    HTTP_PORT: port('gateway'),
    HTTP_HOST: z.string().default('0.0.0.0'),
    /** For operators only, never published: /metrics and readiness with each dependency's error (InternalHttpServer). */
    INTERNAL_HTTP_PORT: port(8081),
    /**
     * Loopback unless the deployment says otherwise: on a host or in a container, only the machine itself reads what
     * the port tells. On Kubernetes, where Prometheus scrapes it from another pod, 0.0.0.0 behind a NetworkPolicy.
     */
    INTERNAL_HTTP_HOST: z.string().min(1).default('127.0.0.1'),
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
    /**
     * Keys a listing view's visitor as HMAC-SHA256(secret, address and Italian day), so catalogue counts one view per
     * visitor a day without ever seeing an address (docs/architecture.md#seller-statistics); without the secret a key
     * cannot be traced back by trying every address.
     */
    VISITOR_KEY_SECRET: secret(DEV_VISITOR_KEY_SECRET),
    /** The built web app; unset in tests that exercise only the API. */
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: trustedProxies,
    RATE_LIMIT_DISABLED: z.stringbool().default(false),
    /** Attempts per IP per 10 minutes at login, registration and each step of a password reset. */
    RATE_LIMIT_PER_IP: limit(50),
    /** Reset e-mails asked for one address per 10 minutes. */
    RATE_LIMIT_PER_EMAIL: limit(10),
    /** Wrong passwords per IP and e-mail per 10 minutes; the right one from that IP clears them. */
    RATE_LIMIT_LOGIN_FAILURES_PER_PAIR: limit(5),
    /** Wrong passwords per e-mail per 10 minutes, from all IPs: past it, only IPs the account logged in from may try. */
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: limit(20),
    /** Session restores per IP per 10 minutes: every page load makes one. */
    RATE_LIMIT_REFRESH_PER_IP: limit(300),
    /** Searches per IP per minute. */
    RATE_LIMIT_SEARCH_PER_IP: limit(120),
    /** Prefix of the counters in Redis: replicas share one; a test run uses its own so runs do not add up. */
    RATE_LIMIT_NAMESPACE: z.string().default('ricambiamo:rate-limit'),
    /** Rewrites the committed schema.gql on boot so the web's generated types follow the resolvers. */
    GRAPHQL_SCHEMA_FILE: z.string().optional(),
    /** Where uploads and processed images live; the media worker must read the same. */
    ...storageEnvShape,
    /** An upload no worker has taken after this long ends failed instead of spinning forever in the form. */
    UPLOAD_STALE_SECONDS: z.coerce.number().int().positive().default(300),
    /** How long after its upload a photo may go into a listing; the media worker's cleanup reads the same. */
    ...uploadGraceEnvShape,
    /** Uploads per seller in each window (a form takes 5 photos; retries and profile images fit many times over). */
    UPLOAD_LIMIT: limit(60),
    UPLOAD_LIMIT_WINDOW_SECONDS: limit(600),
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
