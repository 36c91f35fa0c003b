// The checkout's texts apart from its schemas: a listing page shows one of them without loading zod.
import { MESSAGGI } from '../messages';

/** Spec §5 Checkout and §6; where the spec names no text, ours in the same voice. */
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
