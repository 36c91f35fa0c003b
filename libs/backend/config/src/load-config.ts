import type { z } from 'zod';
import { productionSecretProblems } from './secret';

export class ConfigError extends Error {}

/**
 * Parses the environment once at boot against the app's schema; the only place that reads `process.env`.
 * Fails fast naming every bad variable, a weak secret in production included (see secret()), so a misconfigured pod
 * never starts half-working.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(env);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
    ...productionSecretProblems(schema, env),
  ];
  if (result.success && problems.length === 0) return result.data;
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
