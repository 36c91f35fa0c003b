import { z } from 'zod';

/** Secrets committed for local development: fine on a laptop, public knowledge everywhere else. */
const developmentDefaults = new Set<string>();

/** How each secret variable's secret part is found in its value (the whole value, or the password of a URL). */
const secrets = new WeakMap<z.ZodType, (value: string) => string | undefined>();

const MIN_PRODUCTION_BYTES = 32;

/**
 * A secret variable. Outside production it takes the development default (or stays unset without one); in production
 * loadConfig refuses a value that is a placeholder ("replace-me"), shorter than 32 bytes or any development default,
 * so a copied example manifest cannot go live. Unset stays unset: whether the app needs it is the app's rule.
 */
export function secret(): z.ZodType<string | undefined, string | undefined>;
export function secret(developmentDefault: string): z.ZodType<string, string | undefined>;
export function secret(developmentDefault?: string): z.ZodType<string | undefined, string | undefined> {
  if (developmentDefault !== undefined) developmentDefaults.add(developmentDefault);
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
  if (developmentDefaults.has(value)) return 'is the development default; set the real secret';
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
