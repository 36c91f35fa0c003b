import type { EmailResa } from './corpo-email';

/** Whom an e-mail goes to in the event it tells of: at most one e-mail each per event. */
export type Destinatario = 'acquirente' | 'venditore';

/** An e-mail to write for one recipient, composed from an event. */
export interface NuovaEmail extends EmailResa {
  destinatario: Destinatario;
  utenteId: string;
  /** The address, when the event carries it; null sends to the user's e-mail in the users read model. */
  indirizzo: string | null;
}
