import { Injectable } from '@nestjs/common';
import { ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { ReputazioneService } from '../reputazione/reputazione.service';
import { OrdiniRepository } from './ordini.repository';

type OrderEvent = ReceivedEvent<
  typeof ORDERS_EVENTS.orderCreated | typeof ORDERS_EVENTS.orderStatusChanged | typeof ORDERS_EVENTS.withdrawalChanged
>;

/**
 * The facts of each order that reputation and the review window need, from orders' events; then the seller's
 * reputation again. Each fact is set, never added to, so an event applied twice (a replay under a new id) changes
 * nothing (docs/architecture.md#reviews-and-reputation).
 */
@Consumes('reviews-orders', [ORDERS_EVENTS.orderCreated, ORDERS_EVENTS.orderStatusChanged, ORDERS_EVENTS.withdrawalChanged])
@Injectable()
export class OrdiniConsumer {
  constructor(
    private readonly ordini: OrdiniRepository,
    private readonly reputazione: ReputazioneService,
  ) {}

  async handle(event: OrderEvent, tx: Db<PrismaClient>): Promise<void> {
    const quando = new Date(event.occurredAt);
    const ordine = event.payload;
    await this.ordini.registra(ordine, tx);
    if (event.subject === ORDERS_EVENTS.orderCreated.subject) {
      await this.ordini.fatto(ordine.ordineId, { creatoIl: quando }, tx);
    } else if (event.subject === ORDERS_EVENTS.orderStatusChanged.subject) {
      const { stato, autore } = event.payload;
      if (stato === 'processing') await this.ordini.fatto(ordine.ordineId, { inLavorazioneIl: quando }, tx);
      if (stato === 'completed') await this.ordini.fatto(ordine.ordineId, { completatoIl: quando }, tx);
      if (stato === 'cancelled') await this.ordini.fatto(ordine.ordineId, { cancellatoIl: quando, cancellatoDa: autore }, tx);
    } else if (event.payload.recesso.erroreVenditore) {
      await this.ordini.fatto(ordine.ordineId, { resoErroreVenditore: true }, tx);
    }
    await this.reputazione.ricalcola(ordine.venditoreId, tx);
  }
}
