import { Injectable } from '@nestjs/common';
import { CATALOGUE, CATALOGUE_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes, RpcClient } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { Abbinamenti } from './abbinamenti';
import { aggiornaScorta } from './scorte';

type EventoInserzione = ReceivedEvent<
  typeof CATALOGUE_EVENTS.listingCreated | typeof CATALOGUE_EVENTS.listingUpdated | typeof CATALOGUE_EVENTS.listingDeleted
>;

/**
 * A new, changed or deleted listing, as catalogue has it now: the seller's stock the wanted-part requests are matched to
 * follows it, and the saved searches are matched against it (a part added may make it match); one deleted since the
 * event was written leaves the stock and matches nothing (docs/architecture.md#saved-searches).
 */
@Consumes('demand-catalogue', [CATALOGUE_EVENTS.listingCreated, CATALOGUE_EVENTS.listingUpdated, CATALOGUE_EVENTS.listingDeleted])
@Injectable()
export class InserzioniConsumer {
  constructor(
    private readonly rpc: RpcClient,
    private readonly abbinamenti: Abbinamenti,
  ) {}

  async handle(event: EventoInserzione, tx: Db<PrismaClient>): Promise<void> {
    const { autoId } = event.payload;
    const auto =
      event.subject === CATALOGUE_EVENTS.listingDeleted.subject
        ? null
        : await this.rpc.send(CATALOGUE.avvisi.listing, { id: autoId }, { actor: null, correlationId: event.id });
    await aggiornaScorta(tx, autoId, auto);
    if (auto) await this.abbinamenti.abbina(auto, tx, event.id);
  }
}
