import { z } from 'zod';
import { serviceEnv, smtpEnv } from '@ricambiamo/config';

const millis = (min: number, fallback: number) => z.coerce.number().int().min(min).default(fallback);

export const notificationsEnv = serviceEnv('notifications').extend({
  ...smtpEnv,
  /** Where the e-mails' links lead: the web app's public address, as the gateway's PUBLIC_ORIGIN. */
  PUBLIC_ORIGIN: z.url().default('http://localhost:8080'),
  /**
   * Events older than this write their notifications but no e-mail: replaying the events stream (a new consumer, a
   * restored database) must not flood inboxes with news of days ago. Longer than any outage we would catch up from.
   */
  MAIL_MAX_EVENT_AGE_HOURS: z.coerce.number().int().min(1).default(48),
  /** How often each replica looks for e-mails due; it looks again at once after sending some. */
  MAIL_POLL_INTERVAL_MS: millis(50, 1000),
  /** E-mails one replica sends at a time, each on its own SMTP connection and database transaction. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(4),
  /** The pause after the first failure of an e-mail, doubled at each further one up to an hour. */
  MAIL_RETRY_BASE_MS: millis(100, 10_000),
  /** Failures after which an e-mail is abandoned (logged as an error): about a day with the default pauses. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(30),
  /** The longest one SMTP exchange may take, from connecting to the server's answer after the message. */
  MAIL_SEND_TIMEOUT_MS: millis(1000, 30_000),
  /**
   * Test hook for the crash test (test/integration/crash.integration-spec.ts): holds each e-mail this long with its
   * whole text at the SMTP server and no final dot, where the test kills the process. 0 (off) outside tests.
   */
  TEST_PAUSE_BEFORE_DOT_MS: z.coerce.number().int().min(0).default(0),
}).superRefine((env, ctx) => {
  if (env.NODE_ENV !== 'test' && env.TEST_PAUSE_BEFORE_DOT_MS > 0) {
    ctx.addIssue({ code: 'custom', path: ['TEST_PAUSE_BEFORE_DOT_MS'], message: 'only for tests (NODE_ENV=test)' });
  }
});
export type NotificationsConfig = z.output<typeof notificationsEnv>;
