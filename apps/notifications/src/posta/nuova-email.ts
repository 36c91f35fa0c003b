import type { EmailResa } from './corpo-email';

/**
 * Whom an e-mail goes to in the event it tells of: at most one e-mail each per event. A moderation decision's
 * `interessato` is the user it affects; each report's `segnalante-<report id>` is who sent it.
 */
export type Destinatario = 'acquirente' | 'venditore' | 'interessato' | `segnalante-${string}`;

/**
 * An e-mail to write for one recipient, composed from an event. It names the user, never an address: the sender
 * takes the account's address from the users read model. The one exception is a reporter without an account, whose
 * address came with the report (`indirizzo`).
 */
export type NuovaEmail = EmailResa & {
  destinatario: Destinatario;
  /** The page that stops e-mails like this one, sent as its List-Unsubscribe header (RFC 2369); none by default. */
  disiscrizione?: string | null;
} & ({ utenteId: string; indirizzo?: never } | { utenteId?: never; indirizzo: string });
