import type { z } from 'zod';
import { serviceEnv } from '@ricambiamo/config';

export const catalogueEnv = serviceEnv('catalogue');
export type CatalogueConfig = z.output<typeof catalogueEnv>;
