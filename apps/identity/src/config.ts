import { z } from 'zod';
import { serviceEnv, smtpEnv } from '@ricambiamo/config';

export const identityEnv = serviceEnv('identity').extend({
  ...smtpEnv,
  /** How long a rotated refresh token still refreshes, so two tabs refreshing at once do not read as a theft. */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
});
export type IdentityConfig = z.output<typeof identityEnv>;
