import { Injectable } from '@nestjs/common';
import type { Hint } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { Posta } from '../posta/posta';
import { emailOrdine } from './email-ordine';
import { EVENTI_ORDINE, type EventoOrdine } from './frasi-ordine';
import { notificheOrdine } from './notifiche-ordine';

/** Each order event, exactly once: its notifications and its e-mails in one transaction, then a hint to each recipient. */
@Consumes('notifications-orders', EVENTI_ORDINE)
@Injectable()
export class OrdiniConsumer {
  constructor(
    private readonly notifiche: NotificaRepository,
    private readonly posta: Posta,
  ) {}

  async handle(event: EventoOrdine, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    const notifiche = notificheOrdine(event);
    await this.notifiche.aggiungi(event, notifiche, tx, hint);
    await this.posta.accoda(event, (origine) => emailOrdine(event, origine), tx);
  }
}
