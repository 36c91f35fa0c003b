import type { z } from 'zod';
import type { FieldErrors } from '../errors';

/** First message per field, keyed by the dotted path, as forms and the gateway show them. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
