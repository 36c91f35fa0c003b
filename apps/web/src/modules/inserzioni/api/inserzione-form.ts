import {
  CARBURANTI,
  CATALOGO_RICAMBI,
  GRADI_CONDIZIONE,
  inserzioneSchema,
  MAX_IMMAGINI_INSERZIONE,
  modificaInserzioneSchema,
  type ModificaInserzioneInput,
  type NomeRicambio,
} from '@ricambiamo/contracts';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { z } from 'zod';

/** Longest text a field holds; a limit for reading a stored draft back, the submit checks the real ones. */
const testo = z.string().max(5000);

/** A part as the form holds it: amounts in euro as typed, the rest as strings until submit. */
const ricambioFormSchema = z.object({
  /** Present for a part already saved (edit); null for one added now. */
  id: z.string().max(100).nullable(),
  nome: z.enum(CATALOGO_RICAMBI),
  prezzo: testo,
  spedizione: testo,
  grado: z.union([z.literal(''), z.enum(GRADI_CONDIZIONE)]),
  garanziaGiorni: testo,
  codiceOem: testo,
  /** Shown for the parts a gearbox code describes (RICAMBI_CON_CODICE_CAMBIO); a draft older than the field has none. */
  codiceCambio: testo.default(''),
});
export type RicambioForm = z.infer<typeof ricambioFormSchema>;

/**
 * The listing form's values as it holds them (strings as typed, photo keys), the one definition of their shape: the
 * form's type, and the check a draft read back from the browser must pass.
 */
export const inserzioneFormSchema = z.object({
  marca: testo,
  modello: testo,
  anno: testo,
  km: testo,
  cv: testo,
  kw: testo,
  cilindrata: testo,
  carburante: z.union([z.literal(''), z.enum(CARBURANTI)]),
  /** A draft older than the field has none. */
  codiceMotore: testo.default(''),
  numeroTelaio: testo,
  descrizione: testo,
  immagini: z.array(z.string().max(200)).max(MAX_IMMAGINI_INSERZIONE),
  ricambi: z.array(ricambioFormSchema).max(CATALOGO_RICAMBI.length),
});
export type InserzioneForm = z.infer<typeof inserzioneFormSchema>;

export type ModificaInserzione = z.output<typeof modificaInserzioneSchema>;

export const nuovoRicambio = (nome: NomeRicambio): RicambioForm => ({
  id: null,
  nome,
  prezzo: '',
  spedizione: '',
  grado: '',
  garanziaGiorni: '0',
  codiceOem: '',
  codiceCambio: '',
});

/** An empty box is "missing" (the shared schema's required message), not 0; text that is no number stays NaN. */
const numero = (testo: string): number | undefined => (testo.trim() === '' ? undefined : Number(testo));

/**
 * Euro as typed (dot or comma, step 0.01) into the integer cents the API stores. Rounding absorbs float noise
 * (19.99 * 100 = 1998.9999…); more than two decimals round to the nearest cent.
 */
export const euroInCentesimi = (euro: string): number | undefined => {
  const n = numero(euro.replace(',', '.'));
  return n === undefined || Number.isNaN(n) ? n : Math.round(n * 100);
};

export const centesimiInEuro = (centesimi: number): string => (centesimi / 100).toFixed(2);

export const ricambioInInput = (r: RicambioForm) => ({
  ...(r.id ? { id: r.id } : {}),
  nome: r.nome,
  prezzoCentesimi: euroInCentesimi(r.prezzo),
  spedizioneCentesimi: euroInCentesimi(r.spedizione),
  grado: r.grado || null,
  garanziaGiorni: numero(r.garanziaGiorni),
  codiceOem: r.codiceOem || null,
  codiceCambio: r.codiceCambio || null,
});

export const formInInput = (v: InserzioneForm) => ({
  marca: v.marca,
  modello: v.modello,
  anno: numero(v.anno),
  km: numero(v.km),
  cv: numero(v.cv),
  kw: numero(v.kw),
  cilindrata: numero(v.cilindrata),
  carburante: v.carburante || undefined,
  codiceMotore: v.codiceMotore || null,
  numeroTelaio: v.numeroTelaio || null,
  descrizione: v.descrizione || null,
  immagini: v.immagini,
  ricambi: v.ricambi.map(ricambioInInput),
});

/** The API's cent fields answer for the form's euro inputs. */
const CAMPO_FORM: Record<string, string> = { prezzoCentesimi: 'prezzo', spedizioneCentesimi: 'spedizione' };

/**
 * A react-hook-form resolver over a shared contracts schema: converts the form's strings (and euro) into the API's
 * input, validates with the very same rules and messages the service applies, and puts each message back under the
 * input it belongs to.
 */
function resolverCondiviso<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  converti: (valori: TForm) => unknown,
): Resolver<TForm, unknown, z.output<TSchema>> {
  return (valori) => {
    const esito = schema.safeParse(converti(valori));
    if (esito.success) return { values: esito.data, errors: {} };
    const errors: FieldErrors<TForm> = {};
    for (const issue of esito.error.issues) {
      const percorso = issue.path.map((parte) => (typeof parte === 'string' ? (CAMPO_FORM[parte] ?? parte) : String(parte))).join('.');
      // The first message per field wins, as zod lists the most basic rule first.
      if (!get(errors, percorso)) set(errors, percorso, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

export const resolverInserzione = resolverCondiviso<InserzioneForm, typeof inserzioneSchema>(
  inserzioneSchema,
  formInInput,
);

/** `venduti` are sold parts: not in the form (they cannot change) but sent back as they are, so none reads as removed. */
export const resolverModifica = (venduti: ModificaInserzioneInput['ricambi']) =>
  resolverCondiviso<InserzioneForm, typeof modificaInserzioneSchema>(
    modificaInserzioneSchema,
    // Sold parts go last so each form row keeps its index in the validation messages.
    (v) => ({
      descrizione: v.descrizione || null,
      immagini: v.immagini,
      ricambi: [...v.ricambi.map(ricambioInInput), ...venduti],
    }),
  );
