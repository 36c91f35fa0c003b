import type { OnApplicationShutdown } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@ricambiamo/service-kit';
import type { Transporter } from 'nodemailer';
import { createTransport } from 'nodemailer';
import type { IdentityConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Real SMTP (the local catcher in development), configured once from the validated config. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@InjectConfig() config: IdentityConfig) {
    this.from = config.MAIL_FROM;
    this.transport = createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
    });
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
