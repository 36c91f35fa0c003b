import { Injectable } from '@nestjs/common';
import { ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

/**
 * Who bought from whom, and which listing: an order's conversation takes its sides and names from here, and a
 * listing's conversation stops being masked once its buyer has ordered from it (docs/architecture.md#messages).
 */
@Consumes('conversations-orders', [ORDERS_EVENTS.orderCreated])
@Injectable()
export class OrdiniConsumer {
  async handle(event: ReceivedEvent<typeof ORDERS_EVENTS.orderCreated>, tx: Db<PrismaClient>): Promise<void> {
    const o = event.payload;
    const riga = {
      codice: o.codice,
      acquirenteId: o.acquirenteId,
      venditoreId: o.venditoreId,
      autoId: o.autoId,
      nomeAcquirente: o.spedizione.nome,
      nomeVenditore: o.pagamento.beneficiario,
    };
    await tx.ordine.upsert({ where: { id: o.ordineId }, create: { id: o.ordineId, ...riga }, update: riga });
  }
}
