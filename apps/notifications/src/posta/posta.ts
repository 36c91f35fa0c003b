import { Injectable, Logger } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig } from '@ricambiamo/service-kit';
import type { NotificationsConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { EmailRepository } from './email.repository';
import type { NuovaEmail } from './nuova-email';

/** Where the consumers hand their e-mails: written in the event's transaction, sent by the Postino. */
@Injectable()
export class Posta {
  private readonly logger = new Logger(Posta.name);

  constructor(
    @InjectConfig() private readonly config: NotificationsConfig,
    private readonly email: EmailRepository,
  ) {}

  /**
   * Writes the e-mails an event calls for, composed for the web app's public address, unless the event is older
   * than MAIL_MAX_EVENT_AGE_HOURS: a replay of old events writes their notifications and no e-mail.
   */
  async accoda(evento: { id: string; occurredAt: string }, componi: (origine: string) => NuovaEmail[], tx: Db<PrismaClient>): Promise<void> {
    const etaMs = Date.now() - Date.parse(evento.occurredAt);
    if (etaMs > this.config.MAIL_MAX_EVENT_AGE_HOURS * 3_600_000) {
      this.logger.log({ eventoId: evento.id, occurredAt: evento.occurredAt }, 'Event too old for e-mails: none written');
      return;
    }
    await this.email.accoda(evento.id, componi(this.config.PUBLIC_ORIGIN), tx);
  }
}
