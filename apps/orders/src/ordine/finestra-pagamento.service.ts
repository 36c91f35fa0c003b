import { Injectable } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { OrdersConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { OrdineEvents } from './ordine.events';
import { OrdineRepository } from './ordine.repository';
import { RegolazioneService } from './regolazione.service';

/**
 * The payment window (docs/architecture.md#payment-window): a reminder some hours before the deadline, and at the deadline the cancellation
 * of an order still pending, with its parts released. Each runs on rows taken with FOR UPDATE SKIP LOCKED and changed
 * under a condition that the change itself ends, so with any number of replicas an order is reminded once and
 * cancelled once, with one event each.
 */
@Injectable()
export class FinestraPagamentoService {
  constructor(
    @InjectConfig() private readonly config: OrdersConfig,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly ordini: OrdineRepository,
    private readonly regolazione: RegolazioneService,
    private readonly eventi: OrdineEvents,
  ) {}

  /** Emits `order.payment-due-soon` for pending orders whose deadline is near; returns how many. */
  avvisa(limit = 100): Promise<number> {
    return this.uow.run(async (tx, emit) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        UPDATE ordini SET avviso_inviato_il = now()
        WHERE id IN (
          SELECT id FROM ordini
          WHERE stato = 'pending' AND avviso_inviato_il IS NULL AND scadenza_pagamento > now()
            AND scadenza_pagamento <= now() + ${this.config.PAYMENT_REMINDER_SECONDS} * interval '1 second'
          ORDER BY scadenza_pagamento LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id`;
      for (const ordine of await this.ordini.list({ id: { in: rows.map((r) => r.id) } }, tx)) {
        await this.eventi.pagamentoInScadenza(ordine, tx, emit);
      }
      return rows.length;
    });
  }

  /** Cancels pending orders past their deadline and releases their parts; returns how many. */
  async cancella(limit = 100): Promise<number> {
    const cancellati = await this.uow.run(async (tx, emit, hint) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM ordini WHERE stato = 'pending' AND scadenza_pagamento <= now()
        ORDER BY scadenza_pagamento LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
      const ordini = [];
      for (const { id } of rows) {
        const ordine = await this.ordini.changeStatus(id, 'cancelled', 'scadenza-pagamento', tx);
        await this.eventi.statoCambiato(ordine, 'pending', 'scadenza-pagamento', tx, emit, hint);
        ordini.push(id);
      }
      return ordini;
    });
    for (const id of cancellati) await this.regolazione.subito(`scadenza-${id}`, id, 'cancelled');
    return cancellati.length;
  }
}
