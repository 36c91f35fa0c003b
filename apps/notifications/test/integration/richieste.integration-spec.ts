import { randomUUID } from 'node:crypto';
import type { Actor } from '@ricambiamo/contracts';
import { DEMAND_EVENTS, NOTIFICATIONS } from '@ricambiamo/contracts';
import { nuovoAcquirente, nuovoVenditore } from '../fixtures/eventi';
import type { NotificationsHarness } from '../fixtures/notifications-harness';
import { leggiMail, startNotificationsHarness } from '../fixtures/notifications-harness';

/**
 * What a wanted-part request tells (docs/rules.md §3.20): its buyer of a proposed part, in the app and by e-mail, and
 * the yards that proposed one when it closes, in the app only; each once, however often the event arrives.
 */

let h: NotificationsHarness;

beforeAll(async () => {
  h = await startNotificationsHarness('ricambiamo_notifications_test_richieste');
}, 120_000);

afterAll(async () => {
  await h.close();
});

const ultime = (utente: Actor) => h.call(NOTIFICATIONS.notification.latest, {}, utente);

describe('a wanted-part request', () => {
  it('tells its buyer of a proposal once, in the app and by e-mail, with the request to order from', async () => {
    const acquirente = nuovoAcquirente();
    const email = `acquirente-${acquirente.userId}@esempio.it`;
    await h.registra(acquirente, email, 'Marco Fabbri');
    const richiestaId = randomUUID();
    const payload = { richiestaId, rispostaId: randomUUID(), acquirenteId: acquirente.userId, titolo: 'Volkswagen Golf VI 2010', venditore: 'Ricambi Reno', nomeRicambio: 'Motore completo' };
    const evento = await h.eventi.pubblica(DEMAND_EVENTS.requestAnswered, payload);
    await h.applicato(evento.id);
    await h.smtp.waitForMail(email);
    // The same event again, as a redelivery, then another the durable applies after it: nothing more.
    await h.eventi.pubblica(DEMAND_EVENTS.requestAnswered, payload, { id: evento.id, occurredAt: evento.occurredAt, msgID: randomUUID() });
    const sentinella = await h.eventi.pubblica(DEMAND_EVENTS.requestClosed, { richiestaId: randomUUID(), titolo: 'Fiat Panda 2012', motivo: 'scaduta', venditoriIds: [] });
    await h.applicato(sentinella.id);

    expect(await ultime(acquirente)).toEqual([
      expect.objectContaining({
        titolo: 'Un ricambio proposto per la tua Volkswagen Golf VI 2010',
        messaggio: 'Ricambi Reno propone: Motore completo.',
        link: `/cerco/${richiestaId}`,
      }),
    ]);
    const mails = h.smtp.mails.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const { subject, text } = leggiMail(mails[0]);
    expect(subject).toBe('Un ricambio proposto per la tua Volkswagen Golf VI 2010');
    expect(text).toContain(`/cerco/${richiestaId}`);
  });

  it('tells the yards that proposed a part when it closes, and e-mails none', async () => {
    const [uno, due] = [nuovoVenditore(), nuovoVenditore()];
    for (const v of [uno, due]) await h.registra(v, `venditore-${v.userId}@esempio.it`, 'Ricambi Reno');
    const richiestaId = randomUUID();
    const evento = await h.eventi.pubblica(DEMAND_EVENTS.requestClosed, { richiestaId, titolo: 'Fiat Panda 2012', motivo: 'ordine', venditoriIds: [uno.userId, due.userId] });
    await h.applicato(evento.id);
    for (const v of [uno, due]) {
      expect(await ultime(v)).toEqual([
        expect.objectContaining({ titolo: 'Richiesta chiusa: Fiat Panda 2012', messaggio: 'Chiusa: ricambio ordinato. Non serve più rispondere.', link: `/cerco/${richiestaId}` }),
      ]);
    }
    expect(await h.sql('SELECT 1 FROM email WHERE evento_id = $1', [evento.id])).toEqual([]);
  });
});
