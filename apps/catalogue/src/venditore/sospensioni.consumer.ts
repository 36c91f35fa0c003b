import { Injectable } from '@nestjs/common';
import { IDENTITY_EVENTS, IDENTITY_SOSPENSIONE_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

/**
 * A seller suspended or reinstated (docs/architecture.md#suspensions), each once: their listings leave every search,
 * page and sitemap and their writes are refused, then all of it comes back as it was. A listing the operator hid on its
 * own stays hidden: the two are kept apart.
 */
@Consumes('catalogue-sospensioni', IDENTITY_SOSPENSIONE_EVENTS)
@Injectable()
export class SospensioniConsumer {
  async handle(event: ReceivedEvent<(typeof IDENTITY_SOSPENSIONE_EVENTS)[number]>, tx: Db<PrismaClient>): Promise<void> {
    const { venditoreId } = event.payload;
    const sospeso = event.subject === IDENTITY_EVENTS.sellerSuspended.subject;
    // Before identity's registration event names them, the row waits with an empty name, as for a rating.
    await tx.venditore.upsert({ where: { id: venditoreId }, create: { id: venditoreId, nome: '', nomeAttivita: null, tracciabile: false, sospeso }, update: { sospeso } });
    // Raw, so updated_at stays: the listings themselves did not change, and come back exactly as they were.
    await tx.$executeRaw`UPDATE auto SET venditore_sospeso = ${sospeso} WHERE venditore_id = ${venditoreId}::uuid`;
  }
}
