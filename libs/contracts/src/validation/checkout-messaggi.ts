// The checkout's texts apart from its schemas: a listing page shows one of them without loading zod.
import { MESSAGGI } from '../messages';

/** docs/rules.md §6 Checkout and docs/rules.md §2; where the rules name no text, ours in the same voice. */
export const MESSAGGI_CHECKOUT = {
  telefono: 'Telefono è obbligatorio',
  indirizzo: 'Indirizzo è obbligatorio',
  citta: 'Città è obbligatoria',
  provincia: 'Provincia è obbligatoria',
  cap: MESSAGGI.validazione.capNonValido,
  ragioneSociale: 'Ragione sociale è obbligatoria',
  partitaIvaObbligatoria: 'Partita IVA è obbligatoria',
  partitaIva: 'Partita IVA non valida',
  codiceFiscale: 'Codice fiscale non valido',
  pec: 'PEC non valida',
  codiceSdi: 'Il codice SDI deve essere di 7 caratteri',
  ricambi: 'Seleziona almeno un ricambio da acquistare',
} as const;

/**
 * The e-mail typed at checkout is the order's shipping contact, for the seller and the courier; the e-mails about the
 * order go to the buyer's account address instead (docs/security.md, "Order e-mails"). Every screen and e-mail that
 * shows it names it so.
 */
export const CONTATTO_SPEDIZIONE = {
  email: 'Email di contatto per la spedizione',
  /** Where the order's e-mails go, said beside it. */
  dove: (emailAccount: string) => `Le email sull'ordine arrivano all'indirizzo del tuo account, ${emailAccount}.`,
} as const;
