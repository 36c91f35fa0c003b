import { randomUUID } from 'node:crypto';
import type { Actor } from '@ricambiamo/contracts';
import { MODERATION_EVENTS, NOTIFICATIONS } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { nuovoAcquirente } from '../fixtures/eventi';
import type { NotificationsHarness } from '../fixtures/notifications-harness';
import { leggiMail, startNotificationsHarness } from '../fixtures/notifications-harness';

/**
 * What a report brings its reporter (art. 16 DSA, docs/rules.md §3.21): an acknowledgement and then the case's outcome,
 * by e-mail only, at the address a visitor gave or at a user's account; each once, however often the event arrives.
 */

let h: NotificationsHarness;

beforeAll(async () => {
  h = await startNotificationsHarness('ricambiamo_notifications_test_moderazione');
}, 120_000);

afterAll(async () => {
  await h.close();
});

const ultime = (utente: Actor) => h.call(NOTIFICATIONS.notification.latest, {}, utente);
const oggetti = (indirizzo: string) => h.smtp.mails.filter((m) => m.to.includes(indirizzo)).map((m) => leggiMail(m).subject);

describe("a report's reporters", () => {
  it('get the acknowledgement and the outcome by e-mail, a visitor at the address given, a user at their account, once each', async () => {
    const visitatore = `visitatore-${randomUUID()}@esempio.it`;
    const acquirente = nuovoAcquirente();
    const emailAcquirente = `acquirente-${acquirente.userId}@esempio.it`;
    await h.registra(acquirente, emailAcquirente, 'Marco Fabbri');
    const [delVisitatore, dellAcquirente, anonima] = [randomUUID(), randomUUID(), randomUUID()];
    const titolo = 'Fiat Panda 2012';

    const ricevuta = await h.eventi.pubblica(MODERATION_EVENTS.reportReceived, {
      segnalazioneId: delVisitatore,
      segnalante: { utenteId: null, email: visitatore },
      titolo,
    });
    await h.applicato(ricevuta.id);
    await h.smtp.waitForMail(visitatore);

    const esito = {
      casoId: randomUUID(),
      titolo,
      azione: 'archivia' as const,
      segnalanti: [
        { segnalazioneId: delVisitatore, utenteId: null, email: visitatore },
        { segnalazioneId: dellAcquirente, utenteId: acquirente.userId, email: null },
        { segnalazioneId: anonima, utenteId: null, email: null },
      ],
    };
    const deciso = await h.eventi.pubblica(MODERATION_EVENTS.caseDecided, esito);
    await h.applicato(deciso.id);
    // The same event again, as a redelivery: nothing more is sent.
    await h.eventi.pubblica(MODERATION_EVENTS.caseDecided, esito, { id: deciso.id, occurredAt: deciso.occurredAt, msgID: randomUUID() });
    const sentinella = await h.eventi.pubblica(MODERATION_EVENTS.reportReceived, {
      segnalazioneId: randomUUID(),
      segnalante: { utenteId: null, email: null },
      titolo,
    });
    await h.applicato(sentinella.id);
    await h.postaVuota();
    await waitFor(() => Promise.resolve(oggetti(visitatore).length === 2 && oggetti(emailAcquirente).length === 1 ? true : undefined));

    expect(oggetti(visitatore)).toEqual([`Segnalazione ricevuta: ${titolo}`, `Esito della tua segnalazione: ${titolo}`]);
    expect(oggetti(emailAcquirente)).toEqual([`Esito della tua segnalazione: ${titolo}`]);
    expect(await h.sql('SELECT 1 FROM email WHERE evento_id = $1', [deciso.id])).toHaveLength(2);
    // By e-mail only: a report's outcome is nothing to show in the app.
    expect(await ultime(acquirente)).toEqual([]);
  });
});
