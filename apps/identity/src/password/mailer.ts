import type { OnApplicationShutdown } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import { smtpServer } from '@ricambiamo/config';
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
    this.transport = createTransport(smtpServer(config));
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
