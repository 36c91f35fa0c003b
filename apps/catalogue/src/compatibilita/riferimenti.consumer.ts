import { Injectable } from '@nestjs/common';
import { CATALOGUE_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { RiferimentiRepository } from './riferimenti.repository';

const EVENTI = [
  CATALOGUE_EVENTS.listingCreated,
  CATALOGUE_EVENTS.listingUpdated,
  CATALOGUE_EVENTS.listingDeleted,
  CATALOGUE_EVENTS.verificaRisposta,
] as const;

/**
 * Keeps the cross-reference (docs/architecture.md#cross-reference) from catalogue's own events, each applied once: a
 * listing's rows are rebuilt from the listing as it is when the event is applied, so events applied late or twice
 * leave the same rows; a seller's "compatibile" adds its confirmation.
 */
@Consumes('catalogue-riferimenti', EVENTI)
@Injectable()
export class RiferimentiConsumer {
  constructor(private readonly riferimenti: RiferimentiRepository) {}

  async handle(event: ReceivedEvent<(typeof EVENTI)[number]>, tx: Db<PrismaClient>): Promise<void> {
    if (event.subject === CATALOGUE_EVENTS.verificaRisposta.subject) {
      await this.riferimenti.conferma((event.payload as { verificaId: string }).verificaId, tx);
    } else {
      await this.riferimenti.ricostruisci(event.payload.autoId, tx);
    }
  }
}
