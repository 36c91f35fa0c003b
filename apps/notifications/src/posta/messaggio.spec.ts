import { randomUUID } from 'node:crypto';
import { componiMessaggio, dominioMittente, messageId } from './messaggio';

describe('the message of an e-mail', () => {
  const email = {
    eventoId: randomUUID(),
    destinatario: 'acquirente',
    indirizzo: 'giulia.verdi@esempio.it',
    oggetto: 'Ordine K7M00001: pagamento in scadenza',
    testo: 'Effettua il bonifico entro il 23 novembre 2026.\n',
    html: '<p>Effettua il bonifico entro il 23 novembre 2026.</p>',
    createdAt: new Date('2026-11-22T15:05:00.000Z'),
  };

  it("takes the Message-ID's domain from the sender's address", () => {
    expect(dominioMittente('Ricambiamo <no-reply@ricambiamo.it>')).toBe('ricambiamo.it');
    expect(dominioMittente('avvisi@posta.ricambiamo.example')).toBe('posta.ricambiamo.example');
    expect(() => dominioMittente('Ricambiamo')).toThrow(/MAIL_FROM/);
  });

  it('is the same on every attempt: Message-ID from the event and recipient, Date from when it was written', async () => {
    const [primo, secondo] = await Promise.all([componiMessaggio(email, 'Ricambiamo <no-reply@ricambiamo.it>'), componiMessaggio(email, 'Ricambiamo <no-reply@ricambiamo.it>')]);
    for (const { raw } of [primo, secondo]) {
      const testo = raw.toString('utf8');
      expect(testo).toContain(`Message-ID: ${messageId(email, 'ricambiamo.it')}`);
      expect(testo).toContain(`Message-ID: <${email.eventoId}.acquirente@ricambiamo.it>`);
      expect(testo).toContain('Date: Sun, 22 Nov 2026 15:05:00 +0000');
    }
  });

  it('carries a plain-text and an HTML alternative, UTF-8, to the recipient alone', async () => {
    const { envelope, raw } = await componiMessaggio(email, 'Ricambiamo <no-reply@ricambiamo.it>');
    expect(envelope).toEqual({ from: 'no-reply@ricambiamo.it', to: ['giulia.verdi@esempio.it'] });
    const testo = raw.toString('utf8');
    expect(testo).toContain('Content-Type: multipart/alternative');
    expect(testo).toContain('Content-Type: text/plain; charset=utf-8');
    expect(testo).toContain('Content-Type: text/html; charset=utf-8');
    expect(testo).toContain('Auto-Submitted: auto-generated');
    expect(testo).not.toContain('List-Unsubscribe');
  });

  it('names the page that stops e-mails like it in List-Unsubscribe, when it has one', async () => {
    // As long as the longest token makes it: folded before the URL, never within it.
    const disiscrizione = `https://ricambiamo.it/avvisi/disattiva?t=${'abc%2B%2F%3D.def'.repeat(14)}`;
    const { raw } = await componiMessaggio({ ...email, disiscrizione }, 'Ricambiamo <no-reply@ricambiamo.it>');
    const intestazioni = raw.toString('utf8').split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
    expect(intestazioni).toContain(`\r\nList-Unsubscribe: <${disiscrizione}>\r\n`);
  });
});
