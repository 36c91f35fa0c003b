import { z } from 'zod';
import { secret, serviceEnv, smtpEnv } from '@ricambiamo/config';

const DEV_TOTP_KEY = 'dev-insecure-totp-key-ricambiamo-0123456789abcdef';

export const identityEnv = serviceEnv('identity').extend({
  ...smtpEnv,
  /** How long a rotated refresh token still refreshes, so two tabs refreshing at once do not read as a theft. */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Encrypts the operators' TOTP secrets at rest (src/secondo-fattore/cifratura.ts); changing it voids every enrolment. */
  TOTP_KEY: secret(DEV_TOTP_KEY),
});
export type IdentityConfig = z.output<typeof identityEnv>;
