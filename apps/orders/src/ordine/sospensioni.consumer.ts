import { Injectable } from '@nestjs/common';
import type { SospensioneVenditoreEvent } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { Hint, ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes, enqueueEvent } from '@ricambiamo/messaging';
import type { Db, Emit } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { OrdineEvents } from './ordine.events';
import { OrdineRepository } from './ordine.repository';
import { bloccaVenditore } from './venditori-sospesi';

const EVENTI = [IDENTITY_EVENTS.sellerSuspended, IDENTITY_EVENTS.sellerReinstated] as const;

/**
 * A seller suspended (docs/architecture.md#suspensions), once: noted, so that no new order is written for them; their
 * orders waiting for the transfer are cancelled, each with its event (the buyer is told, the sweeper releases the
 * parts); those in progress stand, and their buyers are told. Reinstatement lifts the note and restores nothing else:
 * a cancelled order stays cancelled, and new orders come as before.
 */
@Consumes('orders-sospensioni', EVENTI)
@Injectable()
export class SospensioniConsumer {
  constructor(
    private readonly ordini: OrdineRepository,
    private readonly eventi: OrdineEvents,
  ) {}

  async handle(event: ReceivedEvent<(typeof EVENTI)[number]>, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    const { venditoreId }: SospensioneVenditoreEvent = event.payload;
    await bloccaVenditore(tx, venditoreId);
    if (event.subject === IDENTITY_EVENTS.sellerReinstated.subject) {
      await tx.venditoreSospeso.deleteMany({ where: { venditoreId } });
      return;
    }
    await tx.venditoreSospeso.createMany({ data: [{ venditoreId }], skipDuplicates: true });
    const emit: Emit = async (contract, payload) => {
      await enqueueEvent(tx, contract, payload);
    };
    const inAttesa = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM ordini WHERE venditore_id = ${venditoreId}::uuid AND stato = 'pending' ORDER BY created_at FOR UPDATE`;
    for (const { id } of inAttesa) {
      const ordine = await this.ordini.changeStatus(id, 'cancelled', 'sospensione-venditore', tx);
      await this.eventi.statoCambiato(ordine, 'pending', 'sospensione-venditore', tx, emit, hint);
    }
    for (const ordine of await this.ordini.list({ venditoreId, stato: 'processing' }, tx)) await this.eventi.venditoreSospeso(ordine, tx, emit);
  }
}
