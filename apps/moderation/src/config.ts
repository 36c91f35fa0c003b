import { z } from 'zod';
import { serviceEnv } from '@ricambiamo/config';

export const moderationEnv = serviceEnv('moderation').extend({
  /** How often each replica lifts the suspensions whose time ran out. */
  SUSPENSION_SWEEP_MS: z.coerce.number().int().min(50).default(60_000),
});
export type ModerationConfig = z.output<typeof moderationEnv>;
