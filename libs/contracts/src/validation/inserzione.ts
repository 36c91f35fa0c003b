import { z } from 'zod';
import { ANNO_MINIMO, CARBURANTI, CATALOGO_RICAMBI, GRADI_CONDIZIONE, MAX_IMMAGINI_INSERZIONE, type NomeRicambio } from './catalogo';
import { IMAGE_KEY_PATTERN } from '../media/images';
import { vinSchema } from '../compatibilita/vin';
import { nullishDefault } from './fields';

export const MESSAGGI_INSERZIONE = {
  marca: 'Marca è obbligatoria',
  modello: 'Modello è obbligatorio',
  anno: 'Anno non valido',
  km: 'I chilometri devono essere maggiori o uguali a 0',
  cv: 'I CV devono essere maggiori di 0',
  kw: 'I KW devono essere maggiori di 0',
  cilindrata: 'La cilindrata deve essere maggiore di 0',
  carburante: 'Seleziona un carburante',
  immagini: "Almeno un'immagine è obbligatoria",
  troppeImmagini: `Puoi caricare al massimo ${MAX_IMMAGINI_INSERZIONE} immagini`,
  immagineDuplicata: 'Hai già aggiunto questa immagine',
  ricambi: 'Seleziona almeno un ricambio',
  ricambioDuplicato: 'Ogni ricambio può comparire una sola volta',
  prezzo: 'Il prezzo deve essere maggiore o uguale a 0',
  spedizione: 'Il costo di spedizione deve essere maggiore o uguale a 0',
  garanzia: 'I giorni di garanzia devono essere 0 o più',
  codiceInterno: 'Il codice interno può avere fino a 40 caratteri tra lettere, cifre, spazi e . _ / -',
  codiceMotore: 'Il codice motore può avere fino a 20 caratteri tra lettere, cifre, spazi, punti e trattini',
  codiceCambio: 'Il codice cambio può avere fino a 20 caratteri tra lettere, cifre, spazi, punti e trattini',
  codiceCambioFuoriPosto: 'Il codice cambio si indica solo per Cambio e Motore completo',
  codiceOem: 'I codici OEM possono avere fino a 200 caratteri in tutto',
} as const;

const m = MESSAGGI_INSERZIONE;

/** Letters and digits, with the spaces, dots and dashes codes are printed with; a letter or digit first. */
const CODICE_PATTERN = /^[A-Z0-9][A-Z0-9 .-]*$/;

/**
 * An engine or gearbox code as the seller reads it off the part or the documents (169A4000, CAYC, 20DM65), upper-cased;
 * empty is null. Compared and searched normalised (normalizzaCodice: spaces, dots and dashes ignored).
 */
const codiceFacoltativo = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .max(20, message)
    .refine((codice) => codice === '' || CODICE_PATTERN.test(codice), message)
    .nullish()
    .transform((codice) => codice || null);

/** The parts a gearbox code describes: the gearbox, and a complete engine, often sold with its gearbox. */
export const RICAMBI_CON_CODICE_CAMBIO: readonly NomeRicambio[] = ['Motore completo', 'Cambio'];

export const codiceMotoreField = codiceFacoltativo(m.codiceMotore);
export const codiceCambioField = codiceFacoltativo(m.codiceCambio);

const intero = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(2_147_483_647, message);

/** Money travels as integer cents; the form converts the euro amounts it shows. */
const centesimi = (message: string) => z.number({ error: message }).int(message).min(0, message).max(100_000_000, message);

export const ricambioInputSchema = z.object({
  nome: z.enum(CATALOGO_RICAMBI),
  descrizione: z.string().trim().max(1000).nullish().transform((v) => v || null),
  prezzoCentesimi: centesimi(m.prezzo),
  spedizioneCentesimi: centesimi(m.spedizione),
  grado: z.enum(GRADI_CONDIZIONE).nullish().transform((v) => v ?? null),
  /** 0 = sold as seen, with no warranty (docs/rules.md §1 warranty policy). */
  garanziaGiorni: nullishDefault(z.number({ error: m.garanzia }).int(m.garanzia).min(0, m.garanzia).max(3650, m.garanzia), 0),
  /**
   * Free text that may hold several codes, separated by commas, semicolons, slashes or new lines ("46760000, 46760001");
   * catalogue stores them apart too, normalised (codiciOem), for the search and the cross-reference.
   */
  codiceOem: z
    .string({ error: m.codiceOem })
    .trim()
    .max(200, m.codiceOem)
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  /** The gearbox's own code, for a "Cambio" or a "Motore completo" sold with its gearbox. */
  codiceCambio: codiceCambioField,
}).refine((ricambio) => ricambio.codiceCambio === null || RICAMBI_CON_CODICE_CAMBIO.includes(ricambio.nome), {
  message: m.codiceCambioFuoriPosto,
  path: ['codiceCambio'],
});
export type RicambioInput = z.input<typeof ricambioInputSchema>;

/** A stored image key as returned by POST /uploads (`<uuid>.<ext>`); never a client file name. */
export const immagineKey = z.string().regex(IMAGE_KEY_PATTERN, m.immagini);

/** The listing's photos, as stored keys: at least one, at most 5, no key twice (creation and edit alike). */
const immaginiField = z
  .array(immagineKey)
  .min(1, m.immagini)
  .max(MAX_IMMAGINI_INSERZIONE, m.troppeImmagini)
  .refine((keys) => new Set(keys).size === keys.length, m.immagineDuplicata);

/** The seller's own stock code for a car (docs/rules.md §3.13); compared as written, after trimming. */
export const codiceInternoField = z
  .string({ error: m.codiceInterno })
  .trim()
  .min(1, m.codiceInterno)
  .max(40, m.codiceInterno)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u, m.codiceInterno);

const descrizioneField = z.string().trim().max(5000).nullish().transform((v) => v || null);

const nomiUnici = (ricambi: { nome: string }[]) => new Set(ricambi.map((r) => r.nome)).size === ricambi.length;

/**
 * A car as its seller describes it: what every view of a listing shows (cards, detail, search rows) and what stays
 * fixed once the listing is published (docs/rules.md §3 Edit listing).
 */
export const datiAutoSchema = z.object({
  marca: z.string({ error: m.marca }).trim().min(1, m.marca).max(60),
  modello: z.string({ error: m.modello }).trim().min(1, m.modello).max(60),
  anno: z
    .number({ error: m.anno })
    .int(m.anno)
    .min(ANNO_MINIMO, m.anno)
    .refine((anno) => anno <= new Date().getFullYear(), m.anno),
  km: intero(m.km, 0),
  cv: intero(m.cv, 1),
  kw: intero(m.kw, 1),
  cilindrata: intero(m.cilindrata, 1),
  carburante: z.enum(CARBURANTI, { error: m.carburante }),
  /** The engine's code (169A4000): for engines and gearboxes it decides the fit more than the model does. */
  codiceMotore: codiceMotoreField,
});
export type DatiAuto = z.output<typeof datiAutoSchema>;
export const CAMPI_AUTO = datiAutoSchema.keyof().options;

export const inserzioneSchema = datiAutoSchema.extend({
  /**
   * The VIN, private to the seller and to the buyer of an order; the public pages say only "Telaio verificato". An
   * empty field is no VIN.
   */
  numeroTelaio: z
    .string()
    .nullish()
    .transform((vin) => vin?.trim() || null)
    .pipe(vinSchema.nullable()),
  descrizione: descrizioneField,
  immagini: immaginiField,
  ricambi: z.array(ricambioInputSchema).min(1, m.ricambi).max(CATALOGO_RICAMBI.length).refine(nomiUnici, m.ricambioDuplicato),
});
export type InserzioneInput = z.input<typeof inserzioneSchema>;
export type Inserzione = z.output<typeof inserzioneSchema>;

/**
 * docs/rules.md §3 Edit listing: only the description, images (up to 5 in all) and parts change. Existing parts are kept,
 * repriced or removed (unsold ones only); new parts are added.
 */
export const modificaInserzioneSchema = z.object({
  descrizione: descrizioneField,
  immagini: immaginiField,
  ricambi: z
    .array(
      ricambioInputSchema.extend({
        /** Present for an existing part; absent for one added now. */
        id: z.uuid().nullish(),
      }),
    )
    .min(1, m.ricambi)
    .max(CATALOGO_RICAMBI.length)
    .refine(nomiUnici, m.ricambioDuplicato),
});
export type ModificaInserzioneInput = z.input<typeof modificaInserzioneSchema>;
