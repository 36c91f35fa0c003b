import type { z } from 'zod';
import { serviceEnv } from '@ricambiamo/config';

/** Nothing of its own beyond the common variables, its HTTP port and its database. */
export const yardEnv = serviceEnv('yard');
export type YardConfig = z.output<typeof yardEnv>;
