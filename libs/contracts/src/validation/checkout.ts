import { z } from 'zod';
import { MESSAGGI_CHECKOUT } from './checkout-messaggi';
import { CAP_PATTERN, nullishDefault, EMAIL_PATTERN, emailField, nomeField, optionalText, partitaIvaValida } from './fields';

const m = MESSAGGI_CHECKOUT;

const CODICE_SDI = /^[A-Z0-9]{7}$/;

/** Values of a character in an odd position (1st, 3rd, …) of a codice fiscale, for its check letter; digits as their letter. */
const DISPARI = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
/** Omocodia: when two people share a code, digits of the number part become letters L … V (0 … 9). */
const CODICE_FISCALE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/**
 * A person's 16-character codice fiscale with its check letter (omocodia included), or a company's, which is its
 * 11-digit VAT number.
 */
export function codiceFiscaleValido(value: string): boolean {
  if (/^\d{11}$/.test(value)) return partitaIvaValida(value);
  if (!CODICE_FISCALE.test(value)) return false;
  let somma = 0;
  for (let i = 0; i < 15; i++) {
    const c = value[i];
    const indice = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
    somma += i % 2 === 0 ? DISPARI[indice] : indice;
  }
  return String.fromCharCode(65 + (somma % 26)) === value[15];
}

const obbligatorio = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** Optional, upper-cased, blank stored as null. */
const codiceOpzionale = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value.toUpperCase().replaceAll(' ', '') : null));

/**
 * The checkout form's fields (docs/rules.md §6 Checkout): personal data and shipping address, billing data, notes. Exported
 * unrefined so the order request can extend it; forms use `checkoutSchema`.
 */
export const checkoutCampi = z.object({
  nome: nomeField,
  email: emailField,
  telefono: obbligatorio(m.telefono, 30),
  indirizzo: obbligatorio(m.indirizzo, 200),
  citta: obbligatorio(m.citta, 100),
  cap: z.string({ error: m.cap }).trim().regex(CAP_PATTERN, m.cap),
  provincia: obbligatorio(m.provincia, 40),
  /** "Acquisto come azienda": makes ragione sociale and partita IVA required. */
  azienda: nullishDefault(z.boolean(), false),
  ragioneSociale: optionalText(200),
  partitaIva: z.string().trim().max(20).nullish().transform((v) => (v ? v.replaceAll(' ', '') : null)),
  codiceFiscale: codiceOpzionale(20).refine((v) => v === null || codiceFiscaleValido(v), m.codiceFiscale),
  pec: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || EMAIL_PATTERN.test(v), m.pec),
  codiceSdi: codiceOpzionale(12).refine((v) => v === null || CODICE_SDI.test(v), m.codiceSdi),
  note: optionalText(2000),
});

/** A company purchase needs its name and a VAT number with a valid check digit; a private one carries neither. */
export function regoleAzienda(dati: { azienda: boolean; ragioneSociale: string | null; partitaIva: string | null }, ctx: z.RefinementCtx): void {
  if (!dati.azienda) return;
  if (!dati.ragioneSociale) ctx.addIssue({ code: 'custom', message: m.ragioneSociale, path: ['ragioneSociale'] });
  if (!dati.partitaIva) ctx.addIssue({ code: 'custom', message: m.partitaIvaObbligatoria, path: ['partitaIva'] });
  else if (!partitaIvaValida(dati.partitaIva)) ctx.addIssue({ code: 'custom', message: m.partitaIva, path: ['partitaIva'] });
}

/** The checkout form, in the browser and on the server alike. */
export const checkoutSchema = checkoutCampi.superRefine(regoleAzienda);
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;
