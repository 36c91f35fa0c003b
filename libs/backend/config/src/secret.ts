import { z } from 'zod';

/**
 * What every secret value meant for a laptop carries (the apps' own defaults, docker-compose.yml's): production refuses
 * it by name, so a local value can never pass for a real one, whoever copies it where.
 */
export const DEVELOPMENT_SECRET_MARKER = 'dev-insecure';

/** A value that carries the marker: public, for development only. */
export type DevelopmentSecret = `${string}${typeof DEVELOPMENT_SECRET_MARKER}${string}`;

/** The development values this repository published before the marker: as public as the others, and long enough to pass. */
const UNMARKED_DEVELOPMENT_SECRETS = new Set([
  'ricambiamo-dev-only-secret-change-me-0123456789',
  'solo-compose-locale-cambiami-0123456789abcdef',
  'whsec_ricambiamo_sviluppo_locale',
]);

export const isDevelopmentSecret = (value: string): boolean =>
  value.toLowerCase().includes(DEVELOPMENT_SECRET_MARKER) || UNMARKED_DEVELOPMENT_SECRETS.has(value);

/** How each secret variable's secret part is found in its value (the whole value, or the password of a URL). */
const secrets = new WeakMap<z.ZodType, (value: string) => string | undefined>();

const MIN_PRODUCTION_BYTES = 32;

/**
 * A secret variable. Outside production it takes the development default (or stays unset without one); in production
 * loadConfig refuses a value that is a placeholder ("replace-me"), a development value (the marker) or shorter than
 * 32 bytes, so neither a copied example nor a local default can go live. Unset stays unset: whether the app needs it
 * is the app's rule.
 */
export function secret(): z.ZodType<string | undefined, string | undefined>;
export function secret(developmentDefault: DevelopmentSecret): z.ZodType<string, string | undefined>;
export function secret(developmentDefault?: DevelopmentSecret): z.ZodType<string | undefined, string | undefined> {
  const schema =
    developmentDefault === undefined
      ? z
          .string()
          .optional()
          .transform((value) => value || undefined)
      : z.string().min(1).default(developmentDefault);
  secrets.set(schema, (value) => value);
  return schema;
}

/** A connection URL whose password (when it has one) is held to the rules of secret(). */
export function secretUrl(developmentDefault: string) {
  const schema = z.string().min(1).default(developmentDefault);
  secrets.set(schema, (value) => {
    const password = URL.canParse(value) ? decodeURIComponent(new URL(value).password) : '';
    return password === '' ? undefined : password;
  });
  return schema;
}

/** Why a production secret is refused, or undefined when it is acceptable. */
export function weakSecretReason(value: string): string | undefined {
  if (/replace-me/i.test(value)) return 'is a placeholder ("replace-me"); set the real secret';
  if (isDevelopmentSecret(value)) return `is a development value ("${DEVELOPMENT_SECRET_MARKER}"); set the real secret`;
  if (new TextEncoder().encode(value).length < MIN_PRODUCTION_BYTES) return `must be at least ${MIN_PRODUCTION_BYTES} bytes in production`;
  return undefined;
}

/**
 * The problems of every secret variable when the environment is production, as `VARIABLE: reason`. Read from the raw
 * environment (each variable through its own schema, for its default), so they are named even when other variables fail.
 */
export function productionSecretProblems(schema: z.ZodType, env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production' || !(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([variable, field]) => {
    const secretPart = secrets.get(field);
    const value: unknown = secretPart && field.safeParse(env[variable]).data;
    if (!secretPart || typeof value !== 'string') return [];
    const part = secretPart(value);
    const reason = part === undefined ? undefined : weakSecretReason(part);
    return reason ? [`${variable}: ${reason}`] : [];
  });
}
