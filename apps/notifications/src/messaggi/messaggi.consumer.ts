import { Injectable } from '@nestjs/common';
import { CONVERSATIONS_EVENTS } from '@ricambiamo/contracts';
import type { Hint } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { Posta } from '../posta/posta';
import { emailMessaggio, type EventoMessaggio, notificheMessaggio } from './avvisi-messaggio';

/** Each unread message's notice, exactly once: the notification and maybe the e-mail in one transaction. */
@Consumes('notifications-conversations', [CONVERSATIONS_EVENTS.messageUnread])
@Injectable()
export class MessaggiConsumer {
  constructor(
    private readonly notifiche: NotificaRepository,
    private readonly posta: Posta,
  ) {}

  async handle(event: EventoMessaggio, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    await this.notifiche.aggiungi(event, notificheMessaggio(event), tx, hint);
    await this.posta.accoda(event, (origine) => emailMessaggio(event, origine), tx);
  }
}
