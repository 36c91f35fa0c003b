import type { EmailResa } from './corpo-email';

/** Whom an e-mail goes to in the event it tells of: at most one e-mail each per event. */
export type Destinatario = 'acquirente' | 'venditore';

/**
 * An e-mail to write for one recipient, composed from an event. It names the user, never an address: the sender
 * takes the account's address from the users read model.
 */
export interface NuovaEmail extends EmailResa {
  destinatario: Destinatario;
  utenteId: string;
  /** The page that stops e-mails like this one, sent as its List-Unsubscribe header (RFC 2369); none by default. */
  disiscrizione?: string | null;
}
