import { z } from 'zod';
import { searchListingsRequest } from '../catalogue/messages';
import { normalizzaCodice } from '../compatibilita/compatibilita';
import type { NomeRicambio } from '../validation/catalogo';
import { CATALOGO_RICAMBI } from '../validation/catalogo';
import { codiceMotoreField, datiAutoSchema, inserzioneSchema } from '../validation/inserzione';
import type { Provincia, Regione } from '../validation/province';
import { PROVINCE } from '../validation/province';
import type { FrequenzaAvviso, MotivoChiusuraRichiesta, StatoRichiesta } from './testi';
import { segnalazioneDi } from '../validation/segnalazione';
import {
  FREQUENZE_AVVISO,
  MAX_NOME_RICERCA,
  MAX_TESTO_RICHIESTA,
  MESSAGGI_RICERCA,
  MESSAGGI_RICHIESTA,
  MOTIVI_SEGNALAZIONE_RICHIESTA,
  ricercaVuota,
} from './testi';

/** What a saved search keeps of the home search: every filter and the words, not the page or the order. */
export const filtriRicercaSalvataSchema = searchListingsRequest.omit({ page: true, pageSize: true, ordinamento: true });
export type FiltriRicercaSalvata = z.output<typeof filtriRicercaSalvataSchema>;
export type FiltriRicercaSalvataInput = z.input<typeof filtriRicercaSalvataSchema>;

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

/** The board's request form (docs/rules.md §3.20): checked by the same schema in the browser and in the demand service. */
export const richiestaSchema = z
  .object({
    marca: datiAutoSchema.shape.marca,
    modello: datiAutoSchema.shape.modello,
    anno: datiAutoSchema.shape.anno,
    codiceMotore: codiceMotoreField,
    /** Private to the buyer and the yards that answer; the board says only that one was given. */
    numeroTelaio: inserzioneSchema.shape.numeroTelaio,
    ricambi: z.array(z.enum(CATALOGO_RICAMBI)).max(CATALOGO_RICAMBI.length).default([]),
    testo: z
      .string()
      .trim()
      .max(MAX_TESTO_RICHIESTA, MESSAGGI_RICHIESTA.testoLungo)
      .nullish()
      .transform((testo) => testo || null),
    codiceOem: z
      .string()
      .trim()
      .max(40)
      .nullish()
      .transform((codice) => (codice ? normalizzaCodice(codice) || null : null)),
    prezzoCentesimi: z.number({ error: MESSAGGI_RICHIESTA.prezzo }).int(MESSAGGI_RICHIESTA.prezzo).min(1, MESSAGGI_RICHIESTA.prezzo).max(100_000_000).nullish(),
    provincia: z.enum(PROVINCE, { error: MESSAGGI_RICHIESTA.provincia }),
    citta: z.string().trim().max(60).nullish().transform((citta) => citta || null),
  })
  .refine((r) => r.ricambi.length > 0 || r.testo !== null, { message: MESSAGGI_RICHIESTA.ricambi, path: ['ricambi'] });
export type RichiestaInput = z.input<typeof richiestaSchema>;

const richiestaId = z.uuid({ error: MESSAGGI_RICHIESTA.nonTrovata });
export const richiestaIdRequest = z.object({ richiestaId });
export const segnalaRichiestaRequest = segnalazioneDi(MOTIVI_SEGNALAZIONE_RICHIESTA).extend({ richiestaId });
/** A yard's answer: one of its listings' parts, or that it has none. */
export const rispondiRichiestaRequest = z.union([
  z.object({ richiestaId, autoId: z.uuid({ error: MESSAGGI_RICHIESTA.inserzione }), ricambioId: z.uuid({ error: MESSAGGI_RICHIESTA.inserzione }) }),
  z.object({ richiestaId, nonDisponibile: z.literal(true) }),
]);
export type RispondiRichiestaRequest = z.input<typeof rispondiRichiestaRequest>;
/** The requests a yard sees: those its stock can answer, narrowed by make or part. */
export const richiesteVenditoreRequest = z.object({
  marca: z.string().trim().max(60).nullish(),
  ricambio: z.enum(CATALOGO_RICAMBI).nullish(),
});

export interface RispostaRichiestaDto {
  id: string;
  tipo: 'inserzione' | 'non_disponibile';
  venditoreId: string;
  /** With a part: the seller as its listing names it. */
  venditore: string | null;
  autoId: string | null;
  ricambioId: string | null;
  nomeRicambio: string | null;
  titolo: string | null;
  immagine: string | null;
  prezzoCentesimi: number | null;
  spedizioneCentesimi: number | null;
  createdAt: string;
}

/** A request as the board shows it: no name, only where; the VIN only to its buyer. */
export interface RichiestaDto {
  id: string;
  marca: string;
  modello: string;
  anno: number;
  codiceMotore: string | null;
  telaioIndicato: boolean;
  numeroTelaio: string | null;
  ricambi: NomeRicambio[];
  testo: string | null;
  codiceOem: string | null;
  prezzoCentesimi: number | null;
  provincia: Provincia;
  citta: string | null;
  stato: StatoRichiesta;
  motivoChiusura: MotivoChiusuraRichiesta | null;
  scadeIl: string;
  createdAt: string;
  /** The caller's own request. */
  mia: boolean;
  /** The caller reported it already. */
  segnalata: boolean;
  /** The answers with a listing, for the buyer and on the board; a yard also sees its own "non disponibile". */
  risposte: RispostaRichiestaDto[];
}

/** A home search that found no car, by the make and model it filtered on: counted per day and region, nothing else kept. */
export const ricercaSenzaRisultatiRequest = z.object({
  marca: z.string().trim().min(1).max(60),
  modello: z.string().trim().max(60).nullish(),
  /** The searching buyer's province, when known. */
  provincia: z.enum(PROVINCE).nullish(),
});
/** The yard's province, from its profile; none: all Italy. */
export const domandaZonaRequest = z.object({ provincia: z.enum(PROVINCE).nullish() });

/** What buyers asked for in a region over GIORNI_DOMANDA days: requests, and searches that found nothing. */
export interface DomandaZonaDto {
  regione: Regione | null;
  modelli: { marca: string; modello: string | null; richieste: number; ricerche: number }[];
  ricambi: { nome: NomeRicambio; richieste: number }[];
}
