import { expect } from '@playwright/test';

const MAIL_CATCHER_URL = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:8025';

export interface Messaggio {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
}

const destinatari = (messaggio: Messaggio) => (Array.isArray(messaggio.to) ? messaggio.to : [messaggio.to]).join(',');

async function messaggiPer(email: string): Promise<Messaggio[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/messages`);
  expect(response.ok, `mail catcher at ${MAIL_CATCHER_URL} answers`).toBe(true);
  const messaggi = (await response.json()) as Messaggio[];
  return messaggi.filter((messaggio) => destinatari(messaggio).toLowerCase().includes(email.toLowerCase()));
}

/** Waits for the newest mail to `email` and returns the /update-password link it carries, as a path on our origin. */
export async function linkResetPer(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const ultimo = (await messaggiPer(email)).at(-1);
        const match = ultimo ? /https?:\/\/[^\s"'<>]+\/update-password\?token=[^\s"'<>]+/.exec(ultimo.text || ultimo.html) : null;
        link = match?.[0].replace(/&amp;/g, '&');
        return link;
      },
      { message: `a reset e-mail reaches ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/** Waits for a mail to `email` whose text contains `testo` (an order code, say) and returns it. */
export async function emailPer(email: string, testo: string): Promise<Messaggio> {
  let trovato: Messaggio | undefined;
  await expect
    .poll(
      async () => {
        trovato = (await messaggiPer(email)).find((messaggio) => `${messaggio.subject}\n${messaggio.text}`.includes(testo));
        return trovato !== undefined;
      },
      { message: `an e-mail about ${testo} reaches ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return trovato!;
}
