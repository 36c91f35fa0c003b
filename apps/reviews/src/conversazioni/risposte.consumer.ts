import { Injectable } from '@nestjs/common';
import { CONVERSATIONS_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { ReputazioneService } from '../reputazione/reputazione.service';

/**
 * Sellers' reply times, one fact per reply (keyed by its message, so a replay adds nothing), then the seller's
 * reputation again: its median reply time (docs/rules.md §3.17).
 */
@Consumes('reviews-conversations', [CONVERSATIONS_EVENTS.sellerReplied])
@Injectable()
export class RisposteConsumer {
  constructor(private readonly reputazione: ReputazioneService) {}

  async handle(event: ReceivedEvent<typeof CONVERSATIONS_EVENTS.sellerReplied>, tx: Db<PrismaClient>): Promise<void> {
    const { messaggioId, venditoreId, secondi } = event.payload;
    await tx.risposta.createMany({ data: [{ messaggioId, venditoreId, secondi, il: new Date(event.occurredAt) }], skipDuplicates: true });
    await this.reputazione.ricalcola(venditoreId, tx);
  }
}
