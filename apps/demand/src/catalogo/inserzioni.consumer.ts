import { Injectable } from '@nestjs/common';
import { CATALOGUE, CATALOGUE_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes, RpcClient } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { Abbinamenti } from './abbinamenti';

type EventoInserzione = ReceivedEvent<typeof CATALOGUE_EVENTS.listingCreated | typeof CATALOGUE_EVENTS.listingUpdated>;

/**
 * A new or changed listing, matched against the saved searches as catalogue has it now (a part added may make it
 * match); one deleted since the event was written matches nothing (docs/architecture.md#saved-searches).
 */
@Consumes('demand-catalogue', [CATALOGUE_EVENTS.listingCreated, CATALOGUE_EVENTS.listingUpdated])
@Injectable()
export class InserzioniConsumer {
  constructor(
    private readonly rpc: RpcClient,
    private readonly abbinamenti: Abbinamenti,
  ) {}

  async handle(event: EventoInserzione, tx: Db<PrismaClient>): Promise<void> {
    const auto = await this.rpc.send(CATALOGUE.avvisi.listing, { id: event.payload.autoId }, { actor: null, correlationId: event.id });
    if (auto) await this.abbinamenti.abbina(auto, tx, event.id);
  }
}
