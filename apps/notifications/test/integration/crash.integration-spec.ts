import type { EventEnvelope } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { freePort, freshDatabase, startNatsServer, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import type { Utente } from '../fixtures/eventi';
import { creato, EVENTI, nuovoAcquirente, nuovoVenditore, Pubblicatore, riepilogo, statoCambiato } from '../fixtures/eventi';
import { ENV_POSTA, leggiMail } from '../fixtures/notifications-harness';

/**
 * Notifications as a process, as in the stack, SIGKILLed while 200 order events flow and its e-mails are on their way:
 * once restarted, every notification exists once and the SMTP server took every e-mail once. The test hook holds each
 * e-mail 30 ms with its whole text at the server and no final dot, so the kill finds several there.
 */
const DB = 'ricambiamo_notifications_test_crash';
const EVENTI_ORDINE = 200;
const INTERVALLO_MS = 20;

type Stop = (signal?: NodeJS.Signals) => Promise<void>;

interface Ricevuta {
  to: string[];
  raw: string;
}

/** An SMTP server that also counts the messages a dying client leaves without their final dot. */
async function serverSmtp() {
  const port = await freePort();
  const stato = { ricevute: [] as Ricevuta[], conTesto: 0, scartate: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const parti: Buffer[] = [];
      stream.on('data', (parte: Buffer) => {
        if (parti.length === 0) stato.conTesto += 1;
        parti.push(parte);
      });
      stream.on('end', () => {
        stato.conTesto -= 1;
        stato.ricevute.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(parti).toString('latin1') });
        callback();
      });
      // "Connection closed before the message was received in full": the message is dropped.
      stream.on('error', () => {
        stato.conTesto -= 1;
        stato.scartate += 1;
      });
    },
  });
  // The killed client's connections end in resets; the server just drops them.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, stato, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let nats: PrivateNatsServer;
let smtp: Awaited<ReturnType<typeof serverSmtp>>;
let db: Client;
let eventi: Pubblicatore;
let stop: Stop | undefined;

const sql = async <T extends object>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows;
const conta = async (text: string) => Number((await sql<{ n: string }>(text))[0].n);
const avvia = () =>
  startServiceProcess('notifications', {
    natsUrl: nats.url,
    env: { DATABASE_URL: testDatabaseUrl(DB), SMTP_PORT: String(smtp.port), ...ENV_POSTA, TEST_PAUSE_BEFORE_DOT_MS: '30' },
  });

beforeAll(async () => {
  nats = await startNatsServer();
  await freshDatabase('notifications', testDatabaseUrl(DB));
  smtp = await serverSmtp();
  db = new Client({ connectionString: testDatabaseUrl(DB) });
  await db.connect();
  eventi = await Pubblicatore.connect(nats.url);
}, 120_000);

afterAll(async () => {
  await stop?.('SIGKILL');
  await eventi.close();
  await db.end();
  await smtp.close();
  await nats.dispose();
});

/**
 * 100 orders of 4 sellers and 10 buyers: each placed, then moved on (reminded, in progress, cancelled by the payment
 * window or completed) ten orders later. 225 notifications and 300 e-mails in all.
 */
function piano(venditori: Utente[], acquirenti: Utente[]) {
  const ordini = Array.from({ length: EVENTI_ORDINE / 2 }, (_, i) => riepilogo(venditori[i % 4], acquirenti[i % 10]));
  const seguito = (i: number) => {
    const ordine = ordini[i];
    switch (i % 4) {
      case 0:
        return () => eventi.pubblica(EVENTI.orderPaymentDueSoon, ordine);
      case 1:
        return () => eventi.pubblica(EVENTI.orderStatusChanged, statoCambiato(ordine, 'processing'));
      case 2:
        return () => eventi.pubblica(EVENTI.orderStatusChanged, statoCambiato(ordine, 'cancelled', 'scadenza-pagamento'));
      default:
        return () => eventi.pubblica(EVENTI.orderStatusChanged, statoCambiato(ordine, 'completed'));
    }
  };
  const passi: (() => Promise<EventEnvelope>)[] = [];
  ordini.forEach((ordine, i) => {
    passi.push(() => eventi.pubblica(EVENTI.orderCreated, creato(ordine)));
    if (i >= 10) passi.push(seguito(i - 10));
  });
  for (let i = ordini.length - 10; i < ordini.length; i++) passi.push(seguito(i));
  return passi;
}

/** What each event must leave: its notifications' (event, user) and its e-mails' Message-IDs. */
function attesi(pubblicati: EventEnvelope[]) {
  const notifiche: string[] = [];
  const email: string[] = [];
  for (const { id, subject, payload } of pubblicati) {
    const { acquirenteId, venditoreId, autore } = payload as { acquirenteId: string; venditoreId: string; autore?: string };
    if (subject === EVENTI.orderCreated.subject) {
      notifiche.push(`${id}:${venditoreId}`);
      email.push(`<${id}.venditore@ricambiamo.it>`, `<${id}.acquirente@ricambiamo.it>`);
    } else {
      notifiche.push(`${id}:${acquirenteId}`);
      if (autore === 'scadenza-pagamento') notifiche.push(`${id}:${venditoreId}`);
      email.push(`<${id}.acquirente@ricambiamo.it>`);
    }
  }
  return { notifiche: notifiche.sort(), email: email.sort() };
}

describe('notifications killed while 200 order events flow', () => {
  it('leaves, once restarted, every notification and every e-mail exactly once', async () => {
    stop = await avvia();
    const venditori = Array.from({ length: 4 }, nuovoVenditore);
    const acquirenti = Array.from({ length: 10 }, nuovoAcquirente);
    for (const u of [...venditori, ...acquirenti]) {
      await eventi.pubblica(IDENTITY_EVENTS.userRegistered, {
        userId: u.userId,
        email: `crash-${u.userId}@esempio.it`,
        nome: 'Marco Bianchi',
        ruolo: u.role,
        nomeAttivita: u.role === 'venditore' ? 'Autodemolizioni Bianchi' : null,
        iban: null,
      });
    }

    // The events at a steady rate, as orders' relay would publish them; JetStream keeps them while the service is down.
    const pubblicati: EventEnvelope[] = [];
    const inizio = Date.now();
    const flusso = (async () => {
      for (const [i, passo] of piano(venditori, acquirenti).entries()) {
        const ritardo = inizio + i * INTERVALLO_MS - Date.now();
        if (ritardo > 0) await new Promise((resolve) => setTimeout(resolve, ritardo));
        pubblicati.push(await passo());
      }
    })();

    // The kill: 60 e-mails taken, several others at the server with their whole text and no dot.
    await waitFor(() => Promise.resolve(smtp.stato.ricevute.length >= 60 && smtp.stato.conTesto >= 2 ? true : undefined), 60_000, 1);
    const allUccisione = { conTestoSenzaPunto: smtp.stato.conTesto, ricevute: smtp.stato.ricevute.length, pubblicati: pubblicati.length };
    await stop('SIGKILL');
    const uccisoDopoMs = Date.now() - inizio;
    const applicatiAllUccisione = await conta("SELECT count(*) AS n FROM processed_events WHERE consumer = 'notifications-orders'");
    const inviateAllUccisione = await conta("SELECT count(*) AS n FROM email WHERE stato = 'inviata'");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const scartate = smtp.stato.scartate;

    await new Promise((resolve) => setTimeout(resolve, 300));
    const riavvio = Date.now();
    stop = await avvia();
    await flusso;
    const atteso = attesi(pubblicati);
    await waitFor(
      async () => {
        const applicati = await conta("SELECT count(*) AS n FROM processed_events WHERE consumer = 'notifications-orders'");
        const daInviare = await conta("SELECT count(*) AS n FROM email WHERE stato <> 'inviata'");
        return applicati === EVENTI_ORDINE && daInviare === 0 && smtp.stato.ricevute.length >= atteso.email.length ? true : undefined;
      },
      60_000,
      100,
    );
    // Time for a copy sent twice to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const notifiche = (await sql<{ k: string }>("SELECT evento_id || ':' || user_id AS k FROM notifiche")).map((r) => r.k).sort();
    expect(notifiche).toEqual(atteso.notifiche);
    expect(notifiche).toHaveLength(225);

    const lette = smtp.stato.ricevute.map((r) => ({ to: r.to.join(','), ...leggiMail({ to: r.to, body: r.raw, raw: r.raw }) }));
    expect(lette.map((m) => m.messageId).sort()).toEqual(atteso.email);
    const contenuti = new Set(lette.map((m) => JSON.stringify([m.to, m.subject, m.text])));
    expect(contenuti.size).toBe(atteso.email.length);
    expect(lette).toHaveLength(300);
    // The kill did land mid-send: messages the server held without their dot, dropped and sent again after the restart.
    expect(scartate).toBeGreaterThan(0);
    expect(await conta(`SELECT count(*) AS n FROM email WHERE inviata_il >= to_timestamp(${riavvio / 1000})`)).toBeGreaterThan(0);

    console.log(
      JSON.stringify({
        eventi: EVENTI_ORDINE,
        intervalloMs: INTERVALLO_MS,
        uccisoDopoMs,
        allUccisione: { ...allUccisione, applicati: applicatiAllUccisione, emailSegnateInviate: inviateAllUccisione },
        scartateDalServer: scartate,
        riavvioDopoMs: riavvio - inizio,
        notifiche: notifiche.length,
        emailRicevute: lette.length,
        messageIdDistinti: new Set(lette.map((m) => m.messageId)).size,
        contenutiDistinti: contenuti.size,
      }),
    );
  }, 180_000);
});
