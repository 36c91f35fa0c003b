import { randomUUID } from 'node:crypto';
import type { Actor, RecensioneEvent } from '@ricambiamo/contracts';
import { NOTIFICATIONS, REVIEWS_EVENTS } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { nuovoAcquirente, nuovoVenditore } from '../fixtures/eventi';
import type { NotificationsHarness } from '../fixtures/notifications-harness';
import { ascoltaSuggerimenti, leggiMail, startNotificationsHarness } from '../fixtures/notifications-harness';

/**
 * What reviews' events tell the parties of an order (docs/rules.md §3.16): a new review its seller, with a notification
 * and an e-mail, a reply its buyer, with a notification only; each once, however many times the event arrives.
 */

let h: NotificationsHarness;

beforeAll(async () => {
  h = await startNotificationsHarness('ricambiamo_notifications_test_recensioni');
}, 120_000);

afterAll(async () => {
  await h.close();
});

const ultime = (utente: Actor) => h.call(NOTIFICATIONS.notification.latest, {}, utente);

/** A seller and a buyer registered with identity, so their e-mails have an address. */
async function parti() {
  const venditore = nuovoVenditore();
  const acquirente = nuovoAcquirente();
  const emailVenditore = `venditore-${venditore.userId}@esempio.it`;
  const emailAcquirente = `acquirente-${acquirente.userId}@esempio.it`;
  await h.registra(venditore, emailVenditore);
  await h.registra(acquirente, emailAcquirente, 'Giulia Verdi');
  return { venditore, acquirente, emailVenditore, emailAcquirente };
}

let codici = 0;

/** A 4-star review of one of the seller's orders, as reviews' events carry it. */
const recensione = (venditore: Actor, acquirente: Actor): RecensioneEvent => ({
  recensioneId: randomUUID(),
  ordineId: randomUUID(),
  codiceOrdine: `R3C${String(++codici).padStart(5, '0')}`,
  venditoreId: venditore.userId,
  acquirenteId: acquirente.userId,
  complessivo: 4,
});

/** Everything that reached the SMTP server for these addresses. */
const mailA = (...indirizzi: string[]) => h.smtp.mails.filter((m) => m.to.some((to) => indirizzi.includes(to)));

/**
 * Publishes `evento` again under its id, as a redelivery (another Nats-Msg-Id, which JetStream keeps) and as a replay
 * after its processed record was pruned, where only the (event, recipient) keys stand in the way; then waits until a
 * later event of the same durable is applied, which the durable does in order, after both.
 */
async function ancoraDueVolte(contract: (typeof REVIEWS_EVENTS)['reviewCreated' | 'reviewReplied'], evento: { id: string; occurredAt: string; payload: unknown }) {
  const stesso = { id: evento.id, occurredAt: evento.occurredAt };
  await h.eventi.pubblica(contract, evento.payload as never, { ...stesso, msgID: randomUUID() });
  await waitFor(async () => ((await h.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [evento.id])).length === 1 ? true : undefined));
  await h.sql('DELETE FROM processed_events WHERE event_id = $1', [evento.id]);
  await h.eventi.pubblica(contract, evento.payload as never, { ...stesso, msgID: randomUUID() });
  await h.applicato(evento.id);
  const altro = nuovoVenditore();
  await h.registra(altro, `venditore-${altro.userId}@esempio.it`);
  const sentinella = await h.eventi.pubblica(contract, recensione(altro, nuovoAcquirente()));
  await h.applicato(sentinella.id);
  await h.postaVuota();
}

describe('a review written', () => {
  it('tells and e-mails its seller once, with the link to the order, however many times the event arrives', async () => {
    const { venditore, acquirente, emailVenditore, emailAcquirente } = await parti();
    const ascolto = await ascoltaSuggerimenti(h.nats.url, venditore.userId, acquirente.userId);
    try {
      const payload = recensione(venditore, acquirente);
      const evento = await h.eventi.pubblica(REVIEWS_EVENTS.reviewCreated, payload);
      await h.applicato(evento.id);
      await h.smtp.waitForMail(emailVenditore);
      await ancoraDueVolte(REVIEWS_EVENTS.reviewCreated, evento);

      expect(await ultime(venditore)).toEqual([
        {
          id: expect.any(String),
          titolo: `Nuova recensione dell'ordine ${payload.codiceOrdine}`,
          messaggio: `L'acquirente dell'ordine ${payload.codiceOrdine} ti ha dato 4 stelle.`,
          letta: false,
          createdAt: evento.occurredAt,
          link: `/venditore/ordini?ordine=${payload.ordineId}`,
        },
      ]);
      expect(await ultime(acquirente)).toEqual([]);
      expect(await h.sql('SELECT destinatario FROM email WHERE evento_id = $1', [evento.id])).toEqual([{ destinatario: 'venditore' }]);
      const [mail, ...altre] = mailA(emailVenditore, emailAcquirente);
      expect(altre).toEqual([]);
      const { subject, text, html, messageId } = leggiMail(mail);
      expect([mail.to, subject, messageId]).toEqual([[emailVenditore], `Nuova recensione dell'ordine ${payload.codiceOrdine}`, `<${evento.id}.venditore@ricambiamo.it>`]);
      expect(text).toContain(`L'acquirente dell'ordine ${payload.codiceOrdine} ti ha dato 4 stelle.`);
      expect(text).toContain(`Apri l'ordine: http://localhost:8080/venditore/ordini?ordine=${payload.ordineId}`);
      expect(html).toContain(`href="http://localhost:8080/venditore/ordini?ordine=${payload.ordineId}"`);
      await ascolto.finoA(1);
      expect(ascolto.ricevuti).toContain(`${venditore.userId}:notifiche`);
      expect(ascolto.ricevuti).not.toContain(`${acquirente.userId}:notifiche`);
    } finally {
      await ascolto.close();
    }
  });
});

describe('a reply to a review', () => {
  it('tells its buyer once, in the app only, linking to the order', async () => {
    const { venditore, acquirente, emailVenditore, emailAcquirente } = await parti();
    const payload = recensione(venditore, acquirente);
    const evento = await h.eventi.pubblica(REVIEWS_EVENTS.reviewReplied, payload);
    await h.applicato(evento.id);
    await ancoraDueVolte(REVIEWS_EVENTS.reviewReplied, evento);

    expect(await ultime(acquirente)).toEqual([
      {
        id: expect.any(String),
        titolo: `Il venditore ha risposto alla tua recensione (ordine ${payload.codiceOrdine})`,
        messaggio: `Il venditore ha risposto pubblicamente alla tua recensione dell'ordine ${payload.codiceOrdine}.`,
        letta: false,
        createdAt: evento.occurredAt,
        link: `/acquirente/ordini?ordine=${payload.ordineId}`,
      },
    ]);
    expect(await ultime(venditore)).toEqual([]);
    expect(await h.sql('SELECT destinatario FROM email WHERE evento_id = $1', [evento.id])).toEqual([]);
    expect(mailA(emailVenditore, emailAcquirente)).toEqual([]);
  });
});
