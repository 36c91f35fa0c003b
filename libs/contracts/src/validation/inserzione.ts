import { z } from 'zod';
import { ANNO_MINIMO, CARBURANTI, CATALOGO_RICAMBI, GRADI_CONDIZIONE, MAX_IMMAGINI_INSERZIONE } from './catalogo';
import { IMAGE_KEY_PATTERN } from '../media/images';
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
} as const;

const m = MESSAGGI_INSERZIONE;

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
  codiceOem: z.string().trim().max(60).nullish().transform((v) => (v ? v.toUpperCase() : null)),
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
});
export type DatiAuto = z.output<typeof datiAutoSchema>;
export const CAMPI_AUTO = datiAutoSchema.keyof().options;

export const inserzioneSchema = datiAutoSchema.extend({
  numeroTelaio: z.string().trim().max(17).nullish().transform((v) => (v ? v.toUpperCase() : null)),
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
