import type { OnApplicationShutdown } from '@nestjs/common';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { createTransport } from 'nodemailer';
import type { IdentityConfig } from '../config';
import { IDENTITY_CONFIG } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends over SMTP in the background: the caller's answer must not depend on whether (or how fast) a mail goes
 * out, or response times would tell which e-mails belong to an account. Shutdown waits for mails in flight.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.from = config.MAIL_FROM;
    this.transport = createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
    });
  }

  sendInBackground(mail: Mail, correlationId: string): void {
    const sending = this.transport
      .sendMail({ from: this.from, ...mail })
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error, correlationId }, 'Sending e-mail failed'))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.inFlight);
    this.transport.close();
  }
}
