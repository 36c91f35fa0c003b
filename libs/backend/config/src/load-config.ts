import type { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Parses the environment once at boot against the app's schema; the only place that reads `process.env`.
 * Fails fast naming every bad variable, so a misconfigured pod never starts half-working.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
