import { z } from 'zod';
import { ibanField, partitaIvaField } from '../validation/profilo';
import { PROVINCE } from '../validation/province';
import { MESSAGGI_TRACCIABILITA } from './tracciabilita-testi';

// The trader's traceability (art. 30 DSA, docs/rules.md §3.23): what a seller gives before the first listing, what the
// operator checks to mark them verified, and what their public page shows. One schema for the form and identity.

const m = MESSAGGI_TRACCIABILITA;
const obbligatorio = (messaggio: string, max: number) => z.string({ error: messaggio }).trim().min(2, messaggio).max(max, messaggio);
const facoltativo = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((testo) => testo || null);

/** The form "Dati per la vendita": each field as the law asks it, the REA as the chamber's province and number. */
export const tracciabilitaSchema = z.object({
  ragioneSociale: obbligatorio(m.ragioneSociale, 200),
  partitaIva: partitaIvaField,
  rea: z
    .string({ error: m.rea })
    .trim()
    .transform((rea) => rea.toUpperCase().replaceAll(' ', ''))
    .refine((rea) => /^[A-Z]{2}-?\d{1,7}$/.test(rea), m.rea),
  provinciaCciaa: z.enum(PROVINCE, { error: m.provinciaCciaa }),
  sedeLegale: obbligatorio(m.sedeLegale, 300),
  telefono: z.string({ error: m.telefono }).trim().regex(/^\+?[\d\s./-]{6,20}$/, m.telefono),
  iban: ibanField.refine((iban) => iban !== null, m.iban),
  intestatarioIban: obbligatorio(m.intestatarioIban, 200),
  /** Authorised dismantling centre (D.Lgs. 209/2003): optional, shown when given. */
  autorizzazioneCentro: facoltativo(60),
  /** RENTRI registration number: optional, shown when given. */
  rentri: facoltativo(30),
  autocertificazione: z.literal(true, { error: m.autocertificazione }),
});
export type TracciabilitaInput = z.input<typeof tracciabilitaSchema>;
export type Tracciabilita = z.output<typeof tracciabilitaSchema>;

/** Complete when what is stored would pass the form as it is: the one rule catalogue's publishing waits on. */
export const tracciabilitaCompleta = (dati: Partial<Record<keyof TracciabilitaInput, unknown>>): boolean => tracciabilitaSchema.safeParse(dati).success;

/** The seller's own view: what they gave so far (nothing is required until they save), and where it stands. */
export interface TracciabilitaDto {
  ragioneSociale: string | null;
  partitaIva: string | null;
  rea: string | null;
  provinciaCciaa: string | null;
  sedeLegale: string | null;
  telefono: string | null;
  email: string;
  iban: string | null;
  intestatarioIban: string | null;
  autorizzazioneCentro: string | null;
  rentri: string | null;
  autocertificazione: boolean;
  completa: boolean;
  /** When the operator checked the data; null until then. */
  verificatoIl: string | null;
}

/** What art. 30(7) DSA has the marketplace show buyers of a trader: on the seller's public page, once complete. */
export interface DatiCommercianteDto {
  ragioneSociale: string;
  partitaIva: string;
  rea: string;
  provinciaCciaa: string;
  sedeLegale: string;
  telefono: string;
  email: string;
  autorizzazioneCentro: string | null;
  rentri: string | null;
  verificato: boolean;
}

export const venditoriOperatoreRequest = z.object({ q: z.string().trim().max(100).nullish() });

/** A seller as the operator's console lists them (docs/rules.md §3.23). */
export interface VenditoreOperatoreDto {
  id: string;
  nome: string;
  nomeAttivita: string | null;
  email: string;
  createdAt: string;
  tracciabilita: TracciabilitaDto;
  sospeso: boolean;
}
