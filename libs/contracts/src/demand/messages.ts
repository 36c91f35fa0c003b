import { z } from 'zod';
import { searchListingsRequest } from '../catalogue/messages';
import type { FrequenzaAvviso } from './testi';
import { FREQUENZE_AVVISO, MAX_NOME_RICERCA, MESSAGGI_RICERCA } from './testi';

/** What a saved search keeps of the home search: every filter and the words, not the page or the order. */
export const filtriRicercaSalvataSchema = searchListingsRequest.omit({ page: true, pageSize: true, ordinamento: true });
export type FiltriRicercaSalvata = z.output<typeof filtriRicercaSalvataSchema>;
export type FiltriRicercaSalvataInput = z.input<typeof filtriRicercaSalvataSchema>;

/** A search with neither words nor filters finds every car: nothing worth an alert. */
export function ricercaVuota(filtri: FiltriRicercaSalvataInput): boolean {
  return !Object.entries(filtri).some(([chiave, valore]) =>
    chiave === 'soloDisponibili' ? valore === true : valore !== null && valore !== undefined && valore !== '',
  );
}

const nome = z
  .string({ error: MESSAGGI_RICERCA.nome })
  .trim()
  .min(1, MESSAGGI_RICERCA.nome)
  .max(MAX_NOME_RICERCA, MESSAGGI_RICERCA.nomeLungo);
const frequenza = z.enum(FREQUENZE_AVVISO);

/** "Salva ricerca" (docs/rules.md §3.19): the same schema checks the dialog in the browser and the demand service. */
export const salvaRicercaSchema = z.object({ nome, frequenza: frequenza.default('subito') });
export const salvaRicercaRequest = salvaRicercaSchema.extend({
  filtri: filtriRicercaSalvataSchema.refine((filtri) => !ricercaVuota(filtri), MESSAGGI_RICERCA.vuota),
});
export type SalvaRicercaRequest = z.input<typeof salvaRicercaRequest>;

const ricercaId = z.uuid({ error: MESSAGGI_RICERCA.nonTrovata });
export const ricercaIdRequest = z.object({ ricercaId });
/** Renames, pauses or resumes a search, or changes how its matches are e-mailed; what is absent stays. */
export const modificaRicercaRequest = z.object({
  ricercaId,
  nome: nome.optional(),
  frequenza: frequenza.optional(),
  attiva: z.boolean().optional(),
});
export type ModificaRicercaRequest = z.input<typeof modificaRicercaRequest>;

/** The signed token of an e-mail's unsubscribe link: whoever holds it may stop that search's e-mails, nothing else. */
export const disattivaAvvisiRequest = z.object({ token: z.string({ error: MESSAGGI_RICERCA.linkNonValido }).min(1).max(200) });

export interface CorrispondenzaDto {
  autoId: string;
  titolo: string;
  /** The car's first photo's key, as on its card. */
  immagine: string | null;
  trovataIl: string;
}

export interface RicercaSalvataDto {
  id: string;
  nome: string;
  filtri: FiltriRicercaSalvata;
  frequenza: FrequenzaAvviso;
  /** A paused search matches nothing and e-mails nothing until it is resumed. */
  attiva: boolean;
  createdAt: string;
  /** The newest matches, at most CORRISPONDENZE_MOSTRATE, newest first. */
  corrispondenze: CorrispondenzaDto[];
  /** All the matches it ever had. */
  totaleCorrispondenze: number;
}
