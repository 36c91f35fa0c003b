import { z } from 'zod';
import { segnalazioneDi } from '../validation/segnalazione';
import { MAX_TESTO_MESSAGGIO, MESSAGGI_CONVERSAZIONE, MOTIVI_SEGNALAZIONE_CONVERSAZIONE } from './testi';

const conversazioneId = z.uuid({ error: MESSAGGI_CONVERSAZIONE.nonTrovata });

export const testoMessaggioSchema = z.object({
  testo: z
    .string({ error: MESSAGGI_CONVERSAZIONE.testo })
    .trim()
    .min(1, MESSAGGI_CONVERSAZIONE.testo)
    .max(MAX_TESTO_MESSAGGIO, MESSAGGI_CONVERSAZIONE.testoLungo),
});
export const inviaMessaggioRequest = testoMessaggioSchema.extend({ conversazioneId });

export const conversazioneInserzioneRequest = z.object({ autoId: z.uuid({ error: MESSAGGI_CONVERSAZIONE.inserzioneNonTrovata }) });
export const conversazioneOrdineRequest = z.object({ ordineId: z.uuid({ error: MESSAGGI_CONVERSAZIONE.ordineNonTrovato }) });
export const conversazioneRequest = z.object({
  conversazioneId,
  /** Messages older than this one: the page before it (MESSAGGI_PER_PAGINA). */
  prima: z.uuid().nullish(),
});
export const conversazioneIdRequest = z.object({ conversazioneId });
export const segnalaConversazioneRequest = segnalazioneDi(MOTIVI_SEGNALAZIONE_CONVERSAZIONE).extend({ conversazioneId });

export type TipoConversazione = 'inserzione' | 'ordine';

/** A conversation in its party's list: who the other side is, what it is about, and where it stands. */
export interface ConversazioneDto {
  id: string;
  tipo: TipoConversazione;
  autoId: string | null;
  ordineId: string | null;
  /** "Fiat Panda 2012", or "Ordine 9B2F4E1A". */
  titolo: string;
  /** The other side's name as the caller sees it: the seller's business name, the buyer's name. */
  interlocutore: string;
  /** The caller's role in it. */
  ruolo: 'acquirente' | 'venditore';
  ultimoMessaggio: { testo: string; createdAt: string; mio: boolean } | null;
  nonLetti: number;
  /** Contact details in it are masked: no order between them yet (docs/rules.md §3.18). */
  mascherata: boolean;
  segnalata: boolean;
}

export interface MessaggioDto {
  id: string;
  /** Masked when it was sent before an order. */
  testo: string;
  createdAt: string;
  mio: boolean;
}

export interface ThreadDto {
  conversazione: ConversazioneDto;
  /** Oldest first, the newest MESSAGGI_PER_PAGINA before `prima`. */
  messaggi: MessaggioDto[];
  /** Older messages are left. */
  altri: boolean;
}
