import { Injectable } from '@nestjs/common';
import { MODERATION_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { ReputazioneService } from '../reputazione/reputazione.service';

const EVENTI = [MODERATION_EVENTS.reviewHidden, MODERATION_EVENTS.reviewRestored] as const;

/**
 * The operator hid a review, or an upheld appeal showed it again (docs/rules.md §3.22): it leaves or rejoins the
 * seller's page, and the seller's figures are computed again without it or with it.
 */
@Consumes('reviews-moderation', EVENTI)
@Injectable()
export class ModerazioneConsumer {
  constructor(private readonly reputazione: ReputazioneService) {}

  async handle(event: ReceivedEvent<(typeof EVENTI)[number]>, tx: Db<PrismaClient>): Promise<void> {
    const nascosta = event.subject === MODERATION_EVENTS.reviewHidden.subject;
    const recensione = await tx.recensione.findUnique({ where: { id: event.payload.recensioneId }, select: { venditoreId: true } });
    if (!recensione) return;
    await tx.recensione.update({ where: { id: event.payload.recensioneId }, data: { nascosta } });
    await this.reputazione.ricalcola(recensione.venditoreId, tx);
  }
}
