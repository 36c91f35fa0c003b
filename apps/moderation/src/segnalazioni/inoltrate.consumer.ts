import { Injectable } from '@nestjs/common';
import { CONVERSATIONS_EVENTS, DEMAND_EVENTS, REVIEWS_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { aggiungiSegnalazione, apriCaso, bloccaCasoAperto } from './caso-aperto';

const EVENTI = [REVIEWS_EVENTS.reviewReported, CONVERSATIONS_EVENTS.conversationReported, DEMAND_EVENTS.requestReported] as const;

/**
 * Reports of reviews, conversations and requests, forwarded by the services that hold them (docs/rules.md §3.22):
 * each joins its content's open case, or opens one with the content as the reporter saw it, in the queue beside the
 * listings and sellers. The report's own id keeps a replay from adding it twice.
 */
@Consumes('moderation-segnalazioni', EVENTI)
@Injectable()
export class InoltrateConsumer {
  async handle(event: ReceivedEvent<(typeof EVENTI)[number]>, tx: Db<PrismaClient>): Promise<void> {
    const s = event.payload;
    await apriCaso(tx, s.oggetto, s.oggettoId, s);
    const caso = await bloccaCasoAperto(tx, s.oggetto, s.oggettoId);
    // Decided between the two statements: the redelivery opens a new case.
    if (!caso) throw new Error(`the open case of ${s.oggetto} ${s.oggettoId} was decided meanwhile`);
    await aggiungiSegnalazione(tx, caso, { id: s.segnalazioneId, motivo: s.motivo, spiegazione: s.spiegazione, nome: null, email: null, utenteId: s.segnalanteId });
  }
}
