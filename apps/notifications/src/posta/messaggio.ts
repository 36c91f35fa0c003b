import MailComposer from 'nodemailer/lib/mail-composer';
import type { MessaggioSmtp } from './invio-smtp';

export interface EmailDaComporre {
  eventoId: string;
  destinatario: string;
  indirizzo: string;
  oggetto: string;
  testo: string;
  html: string;
  /** The List-Unsubscribe page, for the e-mails a user can stop (saved searches' alerts). */
  disiscrizione?: string | null;
  /** When it was written: every attempt carries the same Date. */
  createdAt: Date;
}

/** The domain of the sender's address, e.g. `ricambiamo.it` in `Ricambiamo <no-reply@ricambiamo.it>`. */
export function dominioMittente(mittente: string): string {
  const dominio = /@([^\s>]+)>?\s*$/.exec(mittente)?.[1];
  if (!dominio) throw new Error(`MAIL_FROM has no address with a domain: ${mittente}`);
  return dominio;
}

/**
 * One per event and recipient, whichever attempt delivers it: a recipient's mail system or the mail catcher can tell
 * that two copies are one e-mail, should a delivery's outcome ever be unknown and the e-mail be sent again.
 */
export const messageId = (email: Pick<EmailDaComporre, 'eventoId' | 'destinatario'>, dominio: string): string =>
  `<${email.eventoId}.${email.destinatario}@${dominio}>`;

/** The MIME message (plain text and HTML alternatives, UTF-8) and its envelope. */
export async function componiMessaggio(email: EmailDaComporre, mittente: string): Promise<MessaggioSmtp> {
  const nodo = new MailComposer({
    from: mittente,
    to: email.indirizzo,
    subject: email.oggetto,
    text: email.testo,
    html: email.html,
    messageId: messageId(email, dominioMittente(mittente)),
    date: email.createdAt,
    // Written by the service, not a person: auto-responders must not answer it (RFC 3834).
    headers: {
      'Auto-Submitted': 'auto-generated',
      ...(email.disiscrizione ? { 'List-Unsubscribe': `<${email.disiscrizione}>` } : {}),
    },
  }).compile();
  const { from, to } = nodo.getEnvelope();
  return { envelope: { from: from || '', to }, raw: await nodo.build() };
}
