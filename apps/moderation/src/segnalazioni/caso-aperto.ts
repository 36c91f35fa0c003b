import { randomUUID } from 'node:crypto';
import type { ContenutoSegnalatoDto, OggettoSegnalazione } from '@ricambiamo/contracts';
import { MODERATION_EVENTS } from '@ricambiamo/contracts';
import { enqueueEvent } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { Prisma, PrismaClient } from '../generated/prisma/client';

// The one open case of a content, as both ways in reach it: the form (SegnalazioniService) and the reports other
// services forward (InoltrateConsumer). docs/architecture.md#moderation.

/** An open case, locked FOR UPDATE by the transaction that adds a report to it. */
type CasoBloccato = { id: string; istantanea: Prisma.JsonValue };

/**
 * Opens the content's case with its snapshot unless one is open: the partial unique index keeps one, and ON CONFLICT
 * waits for a concurrent first report's commit, so two first reports at once open one.
 */
export async function apriCaso(db: Db<PrismaClient>, oggetto: OggettoSegnalazione, oggettoId: string, { interessatoId, istantanea }: ContenutoSegnalatoDto) {
  await db.$executeRaw`
    INSERT INTO casi (id, oggetto, oggetto_id, interessato_id, istantanea)
    VALUES (${randomUUID()}::uuid, ${oggetto}, ${oggettoId}::uuid, ${interessatoId}::uuid, ${JSON.stringify(istantanea)}::jsonb)
    ON CONFLICT DO NOTHING`;
}

/** The content's open case, locked until the transaction ends; none when it was decided meanwhile. */
export async function bloccaCasoAperto(tx: Db<PrismaClient>, oggetto: OggettoSegnalazione, oggettoId: string): Promise<CasoBloccato | undefined> {
  const [caso] = await tx.$queryRaw<CasoBloccato[]>`
    SELECT id, istantanea FROM casi WHERE oggetto = ${oggetto} AND oggetto_id = ${oggettoId}::uuid AND stato = 'aperto' FOR UPDATE`;
  return caso;
}

/** A report joins its locked open case; its reporter is told it arrived. */
export async function aggiungiSegnalazione(
  tx: Db<PrismaClient>,
  caso: CasoBloccato,
  s: { id: string; motivo: string; spiegazione: string; nome: string | null; email: string | null; utenteId: string | null },
): Promise<void> {
  await tx.segnalazione.create({ data: { ...s, casoId: caso.id } });
  const titolo = (caso.istantanea as { titolo: string }).titolo;
  await enqueueEvent(tx, MODERATION_EVENTS.reportReceived, { segnalazioneId: s.id, segnalante: { utenteId: s.utenteId, email: s.email }, titolo });
}
