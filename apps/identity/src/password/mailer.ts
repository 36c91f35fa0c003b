import type { OnApplicationShutdown } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import { smtpServer } from '@ricambiamo/config';
import { InjectConfig } from '@ricambiamo/service-kit';
import type { Transporter } from 'nodemailer';
import type { IdentityConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Real SMTP (the local catcher in development), configured once from the validated config. The transport is made by
 * the first mail: only a password reset sends one, and nodemailer is 40 files identity would otherwise load at every
 * start and keep in memory.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private transport: Promise<Transporter> | null = null;

  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  async send(mail: Mail): Promise<void> {
    this.transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpServer(this.config)));
    await (await this.transport).sendMail({ from: this.config.MAIL_FROM, ...mail });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.transport) (await this.transport).close();
  }
}
