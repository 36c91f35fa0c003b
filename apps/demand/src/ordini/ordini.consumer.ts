import { Injectable } from '@nestjs/common';
import { sqltag as sql } from '@prisma/client/runtime/client';
import { ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { chiudiRichieste } from '../richieste/richieste.service';

/**
 * A buyer who orders a part a yard proposed for one of their requests has found it: the request closes, and the
 * yards that answered are told (docs/rules.md §3.20). Parts are named once per car, so the order's names say which.
 */
@Consumes('demand-orders', [ORDERS_EVENTS.orderCreated])
@Injectable()
export class OrdiniConsumer {
  async handle(event: ReceivedEvent<typeof ORDERS_EVENTS.orderCreated>, tx: Db<PrismaClient>): Promise<void> {
    const o = event.payload;
    await chiudiRichieste(
      tx,
      sql`r.acquirente_id = ${o.acquirenteId}::uuid AND EXISTS (
        SELECT 1 FROM risposte_richieste x
        WHERE x.richiesta_id = r.id AND x.auto_id = ${o.autoId}::uuid AND x.nome_ricambio = ANY (${o.ricambi.map((p) => p.nome)}::text[]))`,
      'ordine',
    );
  }
}
