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

/** Where and as whom to reach the SMTP server, as nodemailer takes it: no authentication without a user. */
export const smtpServer = (config: { SMTP_HOST: string; SMTP_PORT: number; SMTP_SECURE: boolean; SMTP_USER?: string; SMTP_PASS?: string }) => ({
  host: config.SMTP_HOST,
  port: config.SMTP_PORT,
  secure: config.SMTP_SECURE,
  auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
});
