import { randomUUID } from 'node:crypto';
import type { Actor, CorrispondenzaEvent, RiepilogoEvent } from '@ricambiamo/contracts';
import { DEMAND_EVENTS, NOTIFICATIONS } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { nuovoAcquirente } from '../fixtures/eventi';
import type { NotificationsHarness } from '../fixtures/notifications-harness';
import { ascoltaSuggerimenti, leggiMail, startNotificationsHarness } from '../fixtures/notifications-harness';

/**
 * What a buyer's saved searches tell of new cars (issue 35): each match a notification at once and, when demand says
 * so, an e-mail; the morning digest one e-mail of the day's matches by search. Each once, however many times the event
 * arrives, with the link that stops the search's e-mails.
 */

let h: NotificationsHarness;

beforeAll(async () => {
  h = await startNotificationsHarness('ricambiamo_notifications_test_ricerche');
}, 120_000);

afterAll(async () => {
  await h.close();
});

const ORIGINE = 'http://localhost:8080';
const INVITO = 'Non vuoi più ricevere avvisi per questa ricerca? Disattivali con un clic';
const ultime = (utente: Actor) => h.call(NOTIFICATIONS.notification.latest, {}, utente);
const disattiva = (token: string) => `${ORIGINE}/avvisi/disattiva?t=${encodeURIComponent(token)}`;

/** A buyer registered with identity, so its e-mails have an address. */
async function acquirenteRegistrato() {
  const acquirente = nuovoAcquirente();
  const email = `acquirente-${acquirente.userId}@esempio.it`;
  await h.registra(acquirente, email, 'Giulia Verdi');
  return { acquirente, email };
}

/** A Fiat Panda 2012 matched the buyer's search "Panda diesel"; its token has characters a query string escapes. */
const corrispondenza = (acquirente: Actor, email: boolean): CorrispondenzaEvent => ({
  ricercaId: randomUUID(),
  acquirenteId: acquirente.userId,
  nomeRicerca: 'Panda diesel',
  autoId: randomUUID(),
  titolo: 'Fiat Panda 2012',
  email,
  disattiva: `${randomUUID()}.a+b/c=`,
});

const mailA = (indirizzo: string) => h.smtp.mails.filter((m) => m.to.includes(indirizzo));

/**
 * Publishes `evento` again under its id, as a redelivery (another Nats-Msg-Id) and as a replay after its processed
 * record was pruned, then waits until a later event of the same durable is applied, which the durable does after both.
 */
async function ancoraDueVolte(contract: (typeof DEMAND_EVENTS)['searchMatched' | 'digestReady'], evento: { id: string; occurredAt: string; payload: unknown }) {
  const stesso = { id: evento.id, occurredAt: evento.occurredAt };
  await h.eventi.pubblica(contract, evento.payload as never, { ...stesso, msgID: randomUUID() });
  await waitFor(async () => ((await h.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [evento.id])).length === 1 ? true : undefined));
  await h.sql('DELETE FROM processed_events WHERE event_id = $1', [evento.id]);
  await h.eventi.pubblica(contract, evento.payload as never, { ...stesso, msgID: randomUUID() });
  await h.applicato(evento.id);
  const sentinella = await h.eventi.pubblica(DEMAND_EVENTS.searchMatched, corrispondenza(nuovoAcquirente(), false));
  await h.applicato(sentinella.id);
  await h.postaVuota();
}

describe('a new match of a saved search', () => {
  it('tells and e-mails its buyer once, linking to the listing and to the unsubscribe page', async () => {
    const { acquirente, email } = await acquirenteRegistrato();
    const ascolto = await ascoltaSuggerimenti(h.nats.url, acquirente.userId);
    try {
      const payload = corrispondenza(acquirente, true);
      const evento = await h.eventi.pubblica(DEMAND_EVENTS.searchMatched, payload);
      await h.applicato(evento.id);
      await h.smtp.waitForMail(email);
      await ancoraDueVolte(DEMAND_EVENTS.searchMatched, evento);

      expect(await ultime(acquirente)).toEqual([
        {
          id: expect.any(String),
          titolo: 'Avviso di ricerca salvata',
          messaggio: 'Nuova inserzione per «Panda diesel»: Fiat Panda 2012',
          letta: false,
          createdAt: evento.occurredAt,
          link: `/inserzione/${payload.autoId}`,
        },
      ]);
      const [mail, ...altre] = mailA(email);
      expect(altre).toEqual([]);
      const { subject, text, html, messageId, listUnsubscribe } = leggiMail(mail);
      const link = disattiva(payload.disattiva);
      expect([subject, messageId, listUnsubscribe]).toEqual(['Nuova inserzione per «Panda diesel»', `<${evento.id}.acquirente@ricambiamo.it>`, `<${link}>`]);
      expect(text).toContain("È arrivata un'auto che corrisponde alla tua ricerca salvata «Panda diesel»: Fiat Panda 2012.");
      expect(text).toContain(`Apri l'inserzione: ${ORIGINE}/inserzione/${payload.autoId}`);
      expect(text).toContain(`${INVITO}: ${link}`);
      expect(html).toContain(`href="${ORIGINE}/inserzione/${payload.autoId}"`);
      expect(html).toContain(`href="${link}"`);
      await ascolto.finoA(1);
      expect(ascolto.ricevuti).toContain(`${acquirente.userId}:notifiche`);
    } finally {
      await ascolto.close();
    }
  });

  it('waiting for the morning digest, tells its buyer in the app only', async () => {
    const { acquirente, email } = await acquirenteRegistrato();
    const payload = corrispondenza(acquirente, false);
    const evento = await h.eventi.pubblica(DEMAND_EVENTS.searchMatched, payload);
    await h.applicato(evento.id);
    await ancoraDueVolte(DEMAND_EVENTS.searchMatched, evento);

    expect(await ultime(acquirente)).toEqual([
      expect.objectContaining({ messaggio: 'Nuova inserzione per «Panda diesel»: Fiat Panda 2012', link: `/inserzione/${payload.autoId}` }),
    ]);
    expect(await h.sql('SELECT 1 FROM email WHERE evento_id = $1', [evento.id])).toEqual([]);
    expect(mailA(email)).toEqual([]);
  });
});

describe('the morning digest', () => {
  it('e-mails its buyer once the cars by search, each search with its unsubscribe link, and notifies nothing', async () => {
    const { acquirente, email } = await acquirenteRegistrato();
    const panda = { ricercaId: randomUUID(), nomeRicerca: 'Panda diesel', disattiva: `${randomUUID()}.panda` };
    const golf = { ricercaId: randomUUID(), nomeRicerca: 'Golf', disattiva: `${randomUUID()}.golf` };
    const [a1, a2, a3] = [randomUUID(), randomUUID(), randomUUID()];
    const payload: RiepilogoEvent = {
      riepilogoId: randomUUID(),
      acquirenteId: acquirente.userId,
      voci: [
        { ...panda, autoId: a1, titolo: 'Fiat Panda 2012' },
        { ...golf, autoId: a2, titolo: 'Volkswagen Golf 2015' },
        { ...panda, autoId: a3, titolo: 'Fiat Panda 2009' },
      ],
    };
    const evento = await h.eventi.pubblica(DEMAND_EVENTS.digestReady, payload);
    await h.applicato(evento.id);
    await h.smtp.waitForMail(email);
    await ancoraDueVolte(DEMAND_EVENTS.digestReady, evento);

    expect(await ultime(acquirente)).toEqual([]);
    const [mail, ...altre] = mailA(email);
    expect(altre).toEqual([]);
    const { subject, text, html, listUnsubscribe } = leggiMail(mail);
    expect(subject).toBe('Le novità per le tue ricerche salvate');
    // Two searches, two links: no single header could stop both.
    expect(listUnsubscribe).toBeNull();
    expect(text).toBe(
      [
        'Ecco le nuove inserzioni arrivate per le tue ricerche salvate.',
        'Per «Panda diesel»:',
        `Fiat Panda 2012: ${ORIGINE}/inserzione/${a1}`,
        `Fiat Panda 2009: ${ORIGINE}/inserzione/${a3}`,
        `${INVITO}: ${disattiva(panda.disattiva)}`,
        'Per «Golf»:',
        `Volkswagen Golf 2015: ${ORIGINE}/inserzione/${a2}`,
        `${INVITO}: ${disattiva(golf.disattiva)}`,
        'Il team di Ricambiamo',
      ].join('\n\n'),
    );
    for (const link of [`${ORIGINE}/inserzione/${a1}`, `${ORIGINE}/inserzione/${a2}`, `${ORIGINE}/inserzione/${a3}`, disattiva(panda.disattiva), disattiva(golf.disattiva)]) {
      expect(html).toContain(`href="${link}"`);
    }
  });
});
