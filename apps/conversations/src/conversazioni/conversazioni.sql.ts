import type { ConversazioneDto } from '@ricambiamo/contracts';
import { mascheraContatti } from '@ricambiamo/contracts';

/**
 * The caller's conversations with what their list shows: unread messages (the other side's, after the caller last
 * read), the last message, whether contact details are masked (a listing's, its buyer has not ordered from it) and
 * whether the caller reported it. $1: the caller; $2: one conversation's id, or null for every one with a message.
 */
export const CONVERSAZIONI_SQL = `
  SELECT c.id, c.tipo, c.auto_id, c.ordine_id, c.titolo, c.acquirente_id, c.nome_acquirente, c.nome_venditore,
    (SELECT count(*) FROM messaggi m WHERE m.conversazione_id = c.id AND m.autore_id <> $1::uuid
       AND m.created_at > coalesce(CASE WHEN c.acquirente_id = $1::uuid THEN c.letta_acquirente_il ELSE c.letta_venditore_il END, '-infinity'))::int AS non_letti,
    u.testo AS ultimo_testo, u.mascherato AS ultimo_mascherato, u.created_at AS ultimo_il, u.autore_id = $1::uuid AS ultimo_mio,
    c.tipo = 'inserzione' AND NOT EXISTS (SELECT 1 FROM ordini o WHERE o.acquirente_id = c.acquirente_id AND o.auto_id = c.auto_id) AS mascherata,
    EXISTS (SELECT 1 FROM segnalazioni s WHERE s.conversazione_id = c.id AND s.autore_id = $1::uuid) AS segnalata
  FROM conversazioni c
  LEFT JOIN LATERAL (
    SELECT m.testo, m.mascherato, m.created_at, m.autore_id FROM messaggi m WHERE m.conversazione_id = c.id
    ORDER BY m.created_at DESC, m.id DESC LIMIT 1
  ) u ON TRUE
  WHERE (c.acquirente_id = $1::uuid OR c.venditore_id = $1::uuid)
    AND (CASE WHEN $2::uuid IS NULL THEN c.ultimo_messaggio_il IS NOT NULL ELSE c.id = $2::uuid END)
  ORDER BY c.ultimo_messaggio_il DESC NULLS LAST, c.created_at DESC
  LIMIT 200`;

export interface RigaConversazione {
  id: string;
  tipo: 'inserzione' | 'ordine';
  auto_id: string | null;
  ordine_id: string | null;
  titolo: string;
  acquirente_id: string;
  nome_acquirente: string;
  nome_venditore: string;
  non_letti: number;
  ultimo_testo: string | null;
  ultimo_mascherato: boolean | null;
  ultimo_il: Date | null;
  ultimo_mio: boolean | null;
  mascherata: boolean;
  segnalata: boolean;
}

/** A message's text as its reader gets it: masked when it was sent before an order (docs/rules.md §3.18). */
export const testoLetto = (testo: string, mascherato: boolean) => (mascherato ? mascheraContatti(testo) : testo);

export function toConversazioneDto(r: RigaConversazione, utenteId: string): ConversazioneDto {
  const acquirente = r.acquirente_id === utenteId;
  return {
    id: r.id,
    tipo: r.tipo,
    autoId: r.auto_id,
    ordineId: r.ordine_id,
    titolo: r.titolo,
    interlocutore: acquirente ? r.nome_venditore : r.nome_acquirente,
    ruolo: acquirente ? 'acquirente' : 'venditore',
    ultimoMessaggio:
      r.ultimo_testo === null || r.ultimo_il === null
        ? null
        : { testo: testoLetto(r.ultimo_testo, r.ultimo_mascherato ?? true), createdAt: r.ultimo_il.toISOString(), mio: r.ultimo_mio ?? false },
    nonLetti: r.non_letti,
    mascherata: r.mascherata,
    segnalata: r.segnalata,
  };
}
