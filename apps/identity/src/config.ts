import { z } from 'zod';
import { port, secret, serviceEnv } from '@ricambiamo/config';

export const identityEnv = serviceEnv('identity').extend({
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: port(1025),
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: secret(),
  MAIL_FROM: z.string().default('Ricambiamo <no-reply@ricambiamo.it>'),
  /** How long a rotated refresh token still refreshes, so two tabs refreshing at once do not read as a theft. */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
});
export type IdentityConfig = z.output<typeof identityEnv>;
