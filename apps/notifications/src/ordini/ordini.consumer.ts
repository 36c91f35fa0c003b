import { Injectable } from '@nestjs/common';
import { ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { Hint, ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { Posta } from '../posta/posta';
import { emailOrdine } from './email-ordine';
import { notificheOrdine } from './notifiche-ordine';

/** The order events notifications listens to; each carries its order (RiepilogoOrdineEvent). */
export const EVENTI_ORDINE = [
  ORDERS_EVENTS.orderCreated,
  ORDERS_EVENTS.orderStatusChanged,
  ORDERS_EVENTS.orderPaymentDueSoon,
  ORDERS_EVENTS.withdrawalChanged,
] as const;
export type EventoOrdine = ReceivedEvent<(typeof EVENTI_ORDINE)[number]>;

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
