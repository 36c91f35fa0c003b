import { z } from 'zod';
import { port } from './common-env';
import { secret } from './secret';

/**
 * The SMTP server of every service that sends e-mail (identity, notifications), under the same names and defaults:
 * the local mail catcher in development, Mailpit in compose.
 */
export const smtpEnv = {
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: port(1025),
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: secret(),
  MAIL_FROM: z.string().default('Ricambiamo <no-reply@ricambiamo.it>'),
};
