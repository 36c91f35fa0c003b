import { z } from 'zod';
import { commonEnv, port } from '@ricambiamo/config';

export const catalogueEnv = commonEnv.extend({
  HTTP_PORT: port('catalogue'),
  DATABASE_URL: z.string().default('postgresql://postgres@127.0.0.1:5432/ricambiamo_catalogue'),
});
export type CatalogueConfig = z.output<typeof catalogueEnv>;
