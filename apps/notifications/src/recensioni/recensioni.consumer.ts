import { Injectable } from '@nestjs/common';
import type { Hint } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { Posta } from '../posta/posta';
import { emailRecensione } from './email-recensione';
import { EVENTI_RECENSIONE, type EventoRecensione } from './frasi-recensione';
import { notificheRecensione } from './notifiche-recensione';

/** Each review and reply, exactly once: the notification and the e-mail in one transaction, then a hint to the recipient. */
@Consumes('notifications-reviews', EVENTI_RECENSIONE)
@Injectable()
export class RecensioniConsumer {
  constructor(
    private readonly notifiche: NotificaRepository,
    private readonly posta: Posta,
  ) {}

  async handle(event: EventoRecensione, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    await this.notifiche.aggiungi(event, notificheRecensione(event), tx, hint);
    await this.posta.accoda(event, (origine) => emailRecensione(event, origine), tx);
  }
}
