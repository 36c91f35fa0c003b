import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { allowedImageTypes, imageTypeOfKey, type ProfileImageKind } from '../media/images';
import { messaggioFormato } from '../media/messages';
import { MESSAGGI_CHECKOUT } from './checkout-messaggi';
import { capField, nomeField, optionalText, partitaIvaValida } from './fields';
import { MESSAGGIO_FORMATO_ORARIO, orariSchema } from './orari';
import { GIORNI } from './orari-testi';
import { provinciaValida } from './province';

/** docs/rules.md §6 Seller profile; where the rules name no text, ours in the same voice. */
export const MESSAGGI_PROFILO = {
  nomeAttivita: 'Nome attività è obbligatorio',
  partitaIvaObbligatoria: MESSAGGI_CHECKOUT.partitaIvaObbligatoria,
  partitaIva: MESSAGGI_CHECKOUT.partitaIva,
  iban: 'IBAN non valido',
  provincia: 'Provincia non valida',
  orario: "L'orario di chiusura deve essere dopo quello di apertura",
  formatoOrario: MESSAGGIO_FORMATO_ORARIO,
  ragioneSociale: MESSAGGI_CHECKOUT.ragioneSociale,
  registro: 'Numero di iscrizione è obbligatorio',
} as const;

const m = MESSAGGI_PROFILO;

/** docs/rules.md §6: 2 letters, 2 digits, 4 alphanumerics, 7 digits, then up to 16 alphanumerics (upper-cased before the test). */
export const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{4}\d{7}[A-Z0-9]{0,16}$/;

/** Stored without spaces and upper-cased, as banks print it grouped; the pattern alone lets a typo through, the checksum does not. */
export const ibanField = z
  .string()
  .nullish()
  .transform((value) => value?.replaceAll(/\s/g, '').toUpperCase() || null)
  .refine((value) => value === null || (IBAN_PATTERN.test(value) && isValidIBAN(value)), m.iban);

export const partitaIvaField = z
  .string({ error: m.partitaIvaObbligatoria })
  .trim()
  .min(1, m.partitaIvaObbligatoria)
  .transform((value) => value.replaceAll(' ', ''))
  .refine(partitaIvaValida, m.partitaIva);

/**
 * A buyer's declaration of being a motor-repair business (L. 122/1992): the only buyers the law lets buy safety parts
 * (RICAMBI_DI_SICUREZZA). The seller sees it on the order; the number is the one of the registro delle imprese di
 * autoriparazione or the REA of the chamber of commerce.
 */
export const officinaSchema = z.object({
  ragioneSociale: z.string({ error: m.ragioneSociale }).trim().min(1, m.ragioneSociale).max(200),
  partitaIva: partitaIvaField,
  registro: z.string({ error: m.registro }).trim().min(1, m.registro).max(40),
});
export type Officina = z.output<typeof officinaSchema>;

/** How identity and orders store a declaration: three columns, all set or none (a CHECK in both databases). */
export interface ColonneOfficina {
  officinaRagioneSociale: string | null;
  officinaPartitaIva: string | null;
  officinaRegistro: string | null;
}

export const colonneOfficina = (officina: Officina | null): ColonneOfficina => ({
  officinaRagioneSociale: officina?.ragioneSociale ?? null,
  officinaPartitaIva: officina?.partitaIva ?? null,
  officinaRegistro: officina?.registro ?? null,
});

export function officinaDaColonne({ officinaRagioneSociale, officinaPartitaIva, officinaRegistro }: ColonneOfficina): Officina | null {
  if (!officinaRagioneSociale || !officinaPartitaIva || !officinaRegistro) return null;
  return { ragioneSociale: officinaRagioneSociale, partitaIva: officinaPartitaIva, registro: officinaRegistro };
}

const provinciaField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.toUpperCase() : null))
  .refine((value) => value === null || provinciaValida(value), m.provincia);

/**
 * The key POST /uploads gave for a logo or banner. Its extension is the format the bytes showed, so a PNG uploaded as a
 * logo cannot be saved as the banner. Absent leaves the image as it is; null or blank removes it.
 */
const immagineProfiloField = (kind: ProfileImageKind) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))
    .refine((value) => {
      if (value == null) return true;
      const type = imageTypeOfKey(value);
      return type !== null && allowedImageTypes('profile-images', kind).includes(type);
    }, messaggioFormato('profile-images', kind));

/** A closed day keeps its times (docs/rules.md §9 Sunday), so only open days must close after they open. */
const orariAperturaSchema = orariSchema.superRefine((orari, ctx) => {
  for (const giorno of GIORNI) {
    const { apertura, chiusura, chiuso } = orari[giorno];
    // "HH:MM" strings compare in time order.
    if (!chiuso && chiusura <= apertura) ctx.addIssue({ code: 'custom', message: m.orario, path: [giorno, 'chiusura'] });
  }
});

/** Buyer profile (docs/rules.md §3 Buyer dashboard): e-mail is read-only, so it is not part of the input. */
export const profiloAcquirenteSchema = z.object({
  nome: nomeField,
  telefono: optionalText(30),
  indirizzo: optionalText(200),
  citta: optionalText(100),
  cap: capField,
  provincia: optionalText(40),
  /** Absent keeps the declaration as it is, null withdraws it. */
  officina: officinaSchema.nullish(),
});
export type ProfiloAcquirenteInput = z.input<typeof profiloAcquirenteSchema>;
export type ProfiloAcquirente = z.output<typeof profiloAcquirenteSchema>;

/** Seller profile settings (docs/rules.md §3 Impostazioni Profilo, docs/rules.md §6 Seller profile and Profile images); e-mail is not part of it. */
export const profiloVenditoreSchema = z.object({
  nome: nomeField,
  telefono: optionalText(30),
  nomeAttivita: z.string({ error: m.nomeAttivita }).trim().min(1, m.nomeAttivita).max(200),
  partitaIva: partitaIvaField,
  iban: ibanField,
  /** A 4-row textarea: a few paragraphs about the business. */
  descrizione: optionalText(2000),
  orari: orariAperturaSchema,
  indirizzo: optionalText(200),
  citta: optionalText(100),
  cap: capField,
  provincia: provinciaField,
  logoImage: immagineProfiloField('logo'),
  bannerImage: immagineProfiloField('banner'),
});
export type ProfiloVenditoreInput = z.input<typeof profiloVenditoreSchema>;
export type ProfiloVenditore = z.output<typeof profiloVenditoreSchema>;
