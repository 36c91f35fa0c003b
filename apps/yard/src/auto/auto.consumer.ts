import { Injectable } from '@nestjs/common';
import { CATALOGUE_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { AutoRepository } from './auto.repository';
import { CatalogoClient } from './catalogo.client';

type ListingEvent = ReceivedEvent<typeof CATALOGUE_EVENTS.listingCreated | typeof CATALOGUE_EVENTS.listingDeleted>;

/** A new listing is a car the seller can place in the yard; a deleted one leaves its area (docs/architecture.md#where-the-rules-were-unclear). */
@Consumes('yard-catalogue', [CATALOGUE_EVENTS.listingCreated, CATALOGUE_EVENTS.listingDeleted])
@Injectable()
export class AutoConsumer {
  constructor(
    private readonly auto: AutoRepository,
    private readonly catalogo: CatalogoClient,
  ) {}

  async handle(event: ListingEvent, tx: Db<PrismaClient>): Promise<void> {
    if (event.subject === CATALOGUE_EVENTS.listingCreated.subject) {
      const { autoId: id, venditoreId, marca, modello } = event.payload;
      const veicolo = marca !== undefined && modello !== undefined ? { marca, modello } : await this.catalogo.marcaModello(id, event.id);
      if (veicolo) await this.auto.registra({ id, venditoreId, ...veicolo, createdAt: new Date(event.occurredAt) }, tx);
    } else {
      await this.auto.rimuovi(event.payload.autoId, tx);
    }
  }
}
