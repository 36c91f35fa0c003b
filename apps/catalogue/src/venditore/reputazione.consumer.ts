import { Injectable } from '@nestjs/common';
import { REVIEWS_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { VenditoreRepository } from './venditore.repository';

/**
 * A seller's rating and badge from reviews, for the cards and the sort by rating: the triggers of the migration
 * `valutazione_venditori` copy the average onto the seller's cars (docs/search.md#sort-by-rating).
 */
@Consumes('catalogue-reviews', [REVIEWS_EVENTS.reputationChanged])
@Injectable()
export class ReputazioneConsumer {
  constructor(private readonly venditori: VenditoreRepository) {}

  async handle(event: ReceivedEvent<typeof REVIEWS_EVENTS.reputationChanged>, tx: Db<PrismaClient>): Promise<void> {
    const { venditoreId, ...valutazione } = event.payload;
    await this.venditori.valuta(venditoreId, valutazione, tx);
  }
}
