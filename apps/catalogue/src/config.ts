import { z } from 'zod';
import { commonEnv, port } from '@ricambiamo/config';

export const catalogueEnv = commonEnv.extend({
  HTTP_PORT: port(3103),
  DATABASE_URL: z.string().default('postgresql://postgres@127.0.0.1:5432/ricambiamo_catalogue'),
  /** How long a listing operation waits for the tokens service before failing (and refunding, for a creation). */
  TOKENS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});
export type CatalogueConfig = z.output<typeof catalogueEnv>;

export const CATALOGUE_CONFIG = Symbol('CATALOGUE_CONFIG');
