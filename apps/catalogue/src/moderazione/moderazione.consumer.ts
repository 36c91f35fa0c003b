import { Injectable } from '@nestjs/common';
import { MODERATION_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

const EVENTI = [MODERATION_EVENTS.listingHidden, MODERATION_EVENTS.listingRestored] as const;

/**
 * The operator's decisions on listings (docs/architecture.md#moderation), each applied once: a hidden listing leaves
 * every search, public list and sitemap, and its parts cannot be ordered; restored on appeal, it is back as it was.
 * A listing deleted meanwhile is nothing to change.
 */
@Consumes('catalogue-moderation', EVENTI)
@Injectable()
export class ModerazioneConsumer {
  async handle(event: ReceivedEvent<(typeof EVENTI)[number]>, tx: Db<PrismaClient>): Promise<void> {
    const nascosta = event.subject === MODERATION_EVENTS.listingHidden.subject;
    // Raw, so updated_at stays: the listing itself did not change, and comes back exactly as it was.
    await tx.$executeRaw`UPDATE auto SET nascosta = ${nascosta} WHERE id = ${event.payload.autoId}::uuid`;
  }
}
