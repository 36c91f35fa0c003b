import { randomUUID } from 'node:crypto';
import type { Actor, BalanceCreditedEvent } from '@ricambiamo/contracts';
import { CATALOGUE_EVENTS, IMPORTS_EVENTS, MESSAGGI_ORDINE, NOTIFICATIONS, NOTIFICHE_CONSERVATE, TOKENS_EVENTS } from '@ricambiamo/contracts';
import { failure, waitFor } from '@ricambiamo/testing';
import {
  creato,
  EVENTI,
  IBAN,
  nuovoAcquirente,
  nuovoVenditore,
  recesso,
  riepilogo,
  statoCambiato,
  verificaRichiesta,
  verificaRisposta,
} from '../fixtures/eventi';
import type { NotificationsHarness } from '../fixtures/notifications-harness';
import { ascoltaSuggerimenti, leggiMail, startNotificationsHarness } from '../fixtures/notifications-harness';

let h: NotificationsHarness;

beforeAll(async () => {
  h = await startNotificationsHarness('ricambiamo_notifications_test');
}, 120_000);

afterAll(async () => {
  await h.close();
});

const N = NOTIFICATIONS.notification;
const ultime = (utente: Actor) => h.call(N.latest, {}, utente);
const nonLette = async (utente: Actor) => (await h.call(N.unreadCount, {}, utente)).nonLette;

/**
 * A seller and a buyer registered with identity, so their e-mails have an address: the account's, which the orders'
 * checkout e-mail (`spedizione.email` of `riepilogo`) never equals.
 */
async function parti() {
  const venditore = nuovoVenditore();
  const acquirente = nuovoAcquirente();
  const emailVenditore = `venditore-${venditore.userId}@esempio.it`;
  const emailAcquirente = `acquirente-${acquirente.userId}@esempio.it`;
  await h.registra(venditore, emailVenditore);
  await h.registra(acquirente, emailAcquirente, 'Giulia Verdi');
  return { venditore, acquirente, emailVenditore, emailAcquirente };
}

/** Everything that reached the SMTP server for these addresses. */
const mailA = (...indirizzi: string[]) => h.smtp.mails.filter((m) => m.to.some((to) => indirizzi.includes(to)));

/** The notifications the user has once the event is applied. */
async function dopo(eventId: Promise<{ id: string }> | Promise<string>, utente: Actor) {
  const evento = await eventId;
  await h.applicato(typeof evento === 'string' ? evento : evento.id);
  return ultime(utente);
}

describe('an order placed', () => {
  it('tells its seller the code, the parts and the total, linking to the order', async () => {
    const { venditore, acquirente } = await parti();
    const ordine = riepilogo(venditore, acquirente);
    const [notifica, ...altre] = await dopo(h.publish(EVENTI.orderCreated, creato(ordine)), venditore);
    expect(altre).toEqual([]);
    expect(notifica).toEqual({
      id: expect.any(String),
      titolo: `Nuovo ordine ${ordine.codice}`,
      messaggio:
        'Giulia Verdi ha ordinato Musata, Cambio: totale 1.234,50\u00a0€. Il bonifico è atteso entro il 23 novembre 2026 alle ore 16:05.',
      letta: false,
      createdAt: expect.any(String),
      link: `/venditore/ordini?ordine=${ordine.ordineId}`,
    });
    expect(await ultime(acquirente)).toEqual([]);
  });

  it('e-mails the seller what was ordered and by whom, and the buyer how to pay', async () => {
    const { venditore, acquirente, emailVenditore, emailAcquirente } = await parti();
    const ordine = riepilogo(venditore, acquirente);
    const eventId = await h.publish(EVENTI.orderCreated, creato(ordine));

    const alVenditore = leggiMail(await h.smtp.waitForMail(emailVenditore));
    expect(alVenditore.subject).toBe(`Nuovo ordine ${ordine.codice}`);
    expect(alVenditore.messageId).toBe(`<${eventId}.venditore@ricambiamo.it>`);
    for (const parte of [alVenditore.text, alVenditore.html]) {
      for (const atteso of ['Musata', '600,00', 'Cambio', '504,50', '1.234,50', 'Giulia Verdi', '333 481 2290', ordine.spedizione.email, '40121 Bologna (BO)', 'Consegna al mattino']) {
        expect(parte).toContain(atteso);
      }
    }
    expect(alVenditore.text).toContain(`Apri l'ordine: http://localhost:8080/venditore/ordini?ordine=${ordine.ordineId}`);

    const allAcquirente = leggiMail(await h.smtp.waitForMail(emailAcquirente));
    expect(allAcquirente.subject).toBe(`Ordine ${ordine.codice}: istruzioni per il pagamento`);
    expect(allAcquirente.text).toContain(
      ['Dati per il bonifico', 'Beneficiario: Autodemolizioni Bianchi', `IBAN: ${IBAN}`, 'Importo: 1.234,50\u00a0€', `Causale: ${ordine.causale}`].join('\n'),
    );
    expect(allAcquirente.text).toContain('entro il 23 novembre 2026 alle ore 16:05');
    expect(allAcquirente.html).toContain(`<strong>${IBAN}</strong>`);
    expect(allAcquirente.html).toContain(`<strong>${ordine.causale}</strong>`);
    await h.postaVuota();
  });
});

describe("the buyer's e-mails", () => {
  it("go to the buyer's account address, never to the e-mail typed at checkout, which stays a shipping contact", async () => {
    const { venditore, acquirente, emailVenditore, emailAcquirente } = await parti();
    // Anyone's address in the checkout form: an order must not make Ricambiamo write to it.
    const base = riepilogo(venditore, acquirente);
    const ordine = { ...base, spedizione: { ...base.spedizione, email: 'vittima@altrove.it' } };
    const creazione = await h.publish(EVENTI.orderCreated, creato(ordine));
    const promemoria = await h.publish(EVENTI.orderPaymentDueSoon, ordine);
    const stato = await h.publish(EVENTI.orderStatusChanged, statoCambiato(ordine, 'processing'));
    for (const evento of [creazione, promemoria, stato]) await h.applicato(evento);
    await h.postaVuota();

    const perAcquirente = (await h.sql<{ id: string }>("SELECT id FROM email WHERE user_id = $1 AND stato = 'inviata'", [acquirente.userId])).length;
    expect(perAcquirente).toBe(3);
    expect(mailA(emailAcquirente).map((m) => leggiMail(m).subject).sort()).toEqual(
      [`Ordine ${ordine.codice}: In Lavorazione`, `Ordine ${ordine.codice}: istruzioni per il pagamento`, `Ordine ${ordine.codice}: pagamento in scadenza`].sort(),
    );
    expect(mailA('vittima@altrove.it')).toEqual([]);
    // The seller reads it as the shipping contact, labelled so.
    expect(leggiMail(await h.smtp.waitForMail(emailVenditore)).text).toContain('Email di contatto per la spedizione: vittima@altrove.it');
  });

  it('wait for the buyer’s registration when identity has not told of it yet, then go to its address', async () => {
    const { venditore, emailVenditore } = await parti();
    const acquirente = nuovoAcquirente();
    const ordine = riepilogo(venditore, acquirente);
    const eventId = await h.publish(EVENTI.orderCreated, creato(ordine));
    await h.applicato(eventId);
    await h.smtp.waitForMail(emailVenditore);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await h.sql('SELECT stato, tentativi FROM email WHERE evento_id = $1 AND destinatario = $2', [eventId, 'acquirente'])).toEqual([
      { stato: 'da-inviare', tentativi: 0 },
    ]);
    const email = `acquirente-tardivo-${acquirente.userId}@esempio.it`;
    await h.registra(acquirente, email);
    expect(leggiMail(await h.smtp.waitForMail(email)).subject).toBe(`Ordine ${ordine.codice}: istruzioni per il pagamento`);
    expect(mailA(ordine.spedizione.email)).toEqual([]);
  });
});

describe('a withdrawal', () => {
  it('tells and e-mails the seller when the buyer withdraws, then the buyer at each of the seller’s steps', async () => {
    const { venditore, acquirente, emailVenditore, emailAcquirente } = await parti();
    const ordine = riepilogo(venditore, acquirente);
    const [richiesta] = await dopo(h.publish(EVENTI.withdrawalChanged, recesso(ordine, 'richiesto')), venditore);
    expect(richiesta).toMatchObject({ titolo: `Ordine ${ordine.codice}: Recesso richiesto`, link: `/venditore/ordini?ordine=${ordine.ordineId}` });
    expect(richiesta.messaggio).toContain('Giulia Verdi ha chiesto di recedere dal contratto per Cambio');
    expect(await ultime(acquirente)).toEqual([]);
    const mail = leggiMail(await h.smtp.waitForMail(emailVenditore));
    expect(mail.subject).toBe(`Ordine ${ordine.codice}: Recesso richiesto`);

    const [accettato] = await dopo(h.publish(EVENTI.withdrawalChanged, recesso(ordine, 'accettato')), acquirente);
    expect(accettato).toMatchObject({ titolo: `Ordine ${ordine.codice}: Reso accettato`, link: `/acquirente/ordini?ordine=${ordine.ordineId}` });
    expect(leggiMail(await h.smtp.waitForMail(emailAcquirente)).subject).toBe(`Ordine ${ordine.codice}: Reso accettato`);
    await h.postaVuota();
  });
});

describe('a status change', () => {
  it('tells the buyer the new status in Italian and e-mails it, linking to the order', async () => {
    const { venditore, acquirente, emailAcquirente } = await parti();
    const ordine = riepilogo(venditore, acquirente);
    const [notifica] = await dopo(h.publish(EVENTI.orderStatusChanged, statoCambiato(ordine, 'processing')), acquirente);
    expect(notifica).toMatchObject({
      titolo: `Ordine ${ordine.codice}: In Lavorazione`,
      messaggio: 'Il venditore ha ricevuto il bonifico e sta preparando i ricambi.',
      link: `/acquirente/ordini?ordine=${ordine.ordineId}`,
    });
    expect(await ultime(venditore)).toEqual([]);
    const mail = leggiMail(await h.smtp.waitForMail(emailAcquirente));
    expect(mail.subject).toBe(`Ordine ${ordine.codice}: In Lavorazione`);
    expect(mail.text).toContain('Il venditore ha ricevuto il bonifico e sta preparando i ricambi.');
  });

  it('tells both parties why, when the payment window cancelled the order', async () => {
    const { venditore, acquirente } = await parti();
    const ordine = riepilogo(venditore, acquirente);
    const eventId = await h.publish(EVENTI.orderStatusChanged, statoCambiato(ordine, 'cancelled', 'scadenza-pagamento'));
    const [perAcquirente] = await dopo(Promise.resolve(eventId), acquirente);
    const [perVenditore] = await ultime(venditore);
    expect(perAcquirente).toMatchObject({ titolo: `Ordine ${ordine.codice}: Cancellato`, messaggio: `${MESSAGGI_ORDINE.cancellatoPerScadenza}.` });
    expect(perVenditore).toMatchObject({
      titolo: `Ordine ${ordine.codice}: Cancellato`,
      messaggio: `${MESSAGGI_ORDINE.cancellatoPerScadenza}: i ricambi sono di nuovo in vendita.`,
      link: `/venditore/ordini?ordine=${ordine.ordineId}`,
    });
  });
});

describe('the payment reminder', () => {
  it('gives the buyer amount, IBAN, beneficiary, reason and deadline', async () => {
    const { venditore, acquirente, emailAcquirente } = await parti();
    const ordine = riepilogo(venditore, acquirente);
    const [notifica] = await dopo(h.publish(EVENTI.orderPaymentDueSoon, ordine), acquirente);
    expect(notifica).toMatchObject({
      titolo: `Ordine ${ordine.codice}: pagamento in scadenza`,
      messaggio:
        "Effettua il bonifico di 1.234,50\u00a0€ entro il 23 novembre 2026 alle ore 16:05, altrimenti l'ordine verrà cancellato. " +
        `Beneficiario: Autodemolizioni Bianchi. IBAN: ${IBAN}. Causale: ${ordine.causale}.`,
    });
    const mail = leggiMail(await h.smtp.waitForMail(emailAcquirente));
    expect(mail.subject).toBe(`Ordine ${ordine.codice}: pagamento in scadenza`);
    expect(mail.text).toContain(`IBAN: ${IBAN}`);
  });

  it('says the IBAN is not available when the seller gave none', async () => {
    const { venditore, acquirente, emailAcquirente } = await parti();
    const ordine = riepilogo(venditore, acquirente, { pagamento: { beneficiario: 'Marco Bianchi', iban: null } });
    const [notifica] = await dopo(h.publish(EVENTI.orderPaymentDueSoon, ordine), acquirente);
    expect(notifica.messaggio).toContain(`Beneficiario: Marco Bianchi. ${MESSAGGI_ORDINE.ibanNonDisponibile} Causale:`);
    expect(leggiMail(await h.smtp.waitForMail(emailAcquirente)).text).toContain(`IBAN: ${MESSAGGI_ORDINE.ibanNonDisponibile}`);
  });
});

describe('tokens credited', () => {
  it('tells the seller of a purchase how many and the new balance; a refund of a failed listing tells nothing', async () => {
    const venditore = nuovoVenditore();
    const rimborso = await h.publish(TOKENS_EVENTS.balanceCredited, { venditoreId: venditore.userId, gettoni: 5, movimento: 'rimborso', saldo: 5 });
    const [notifica, ...altre] = await dopo(
      h.publish(TOKENS_EVENTS.balanceCredited, { venditoreId: venditore.userId, gettoni: 100, movimento: 'acquisto', saldo: 105 }),
      venditore,
    );
    await h.applicato(rimborso);
    expect(altre).toEqual([]);
    expect(notifica).toMatchObject({
      titolo: 'Gettoni accreditati',
      messaggio: 'Hai ricevuto 100 gettoni. Saldo attuale: 105 gettoni.',
      link: '/venditore/acquista-gettoni',
    });
  });

  it('reads a credit written before the payload said gettoni, movimento and saldo', async () => {
    const venditore = nuovoVenditore();
    const scrittoPrima = { venditoreId: venditore.userId, amount: 25, reason: 'acquisto', balance: 25 } as unknown as BalanceCreditedEvent;
    const [notifica] = await dopo(h.publish(TOKENS_EVENTS.balanceCredited, scrittoPrima), venditore);
    expect(notifica).toMatchObject({ titolo: 'Gettoni accreditati', messaggio: 'Hai ricevuto 25 gettoni. Saldo attuale: 25 gettoni.' });
  });
});

describe('an import finished', () => {
  const importazione = (venditore: Actor) => ({
    importazioneId: randomUUID(),
    venditoreId: venditore.userId,
    nomeFile: 'listino.csv',
    create: 12,
    aggiornate: 3,
    rimosse: 1,
    invariate: 40,
    fallite: 2,
  });

  it('tells and e-mails the seller its summary once, however many times the event arrives', async () => {
    const venditore = nuovoVenditore();
    const emailVenditore = `venditore-${venditore.userId}@esempio.it`;
    await h.registra(venditore, emailVenditore);
    const evento = await h.eventi.pubblica(IMPORTS_EVENTS.finished, importazione(venditore));
    await h.applicato(evento.id);
    await h.smtp.waitForMail(emailVenditore);
    // The same event again under another Nats-Msg-Id, which JetStream keeps: the consumer receives it a second time.
    await h.eventi.pubblica(IMPORTS_EVENTS.finished, evento.payload as never, { id: evento.id, occurredAt: evento.occurredAt, msgID: randomUUID() });
    // The durable applies its events in order: once another seller's import is applied, the second delivery was too.
    const altro = nuovoVenditore();
    await h.registra(altro, `venditore-${altro.userId}@esempio.it`);
    const sentinella = await h.eventi.pubblica(IMPORTS_EVENTS.finished, importazione(altro));
    await h.applicato(sentinella.id);
    await h.postaVuota();

    expect(await ultime(venditore)).toEqual([
      {
        id: expect.any(String),
        titolo: 'Importazione completata',
        messaggio: 'listino.csv: 12 auto create, 3 aggiornate, 1 rimossa, 2 non riuscite',
        letta: false,
        createdAt: evento.occurredAt,
        link: '/venditore/importa',
      },
    ]);
    expect(await h.sql('SELECT destinatario FROM email WHERE evento_id = $1', [evento.id])).toEqual([{ destinatario: 'venditore' }]);
    const [mail, ...altre] = mailA(emailVenditore);
    expect(altre).toEqual([]);
    const { subject, text, html, messageId } = leggiMail(mail);
    expect(subject).toBe('Importazione completata: listino.csv');
    expect(messageId).toBe(`<${evento.id}.venditore@ricambiamo.it>`);
    expect(text).toContain("L'importazione di listino.csv è completata: 12 auto create, 3 aggiornate, 1 rimossa, 2 non riuscite.");
    expect(text).toContain("Apri l'importazione: http://localhost:8080/venditore/importa");
    expect(html).toContain('href="http://localhost:8080/venditore/importa"');
  });
});

describe('a compatibility check', () => {
  it('tells and e-mails only the seller of a check asked, once, however many times the event arrives', async () => {
    const { venditore, acquirente, emailVenditore, emailAcquirente } = await parti();
    const ascolto = await ascoltaSuggerimenti(h.nats.url, venditore.userId, acquirente.userId);
    try {
      const evento = await h.eventi.pubblica(CATALOGUE_EVENTS.verificaRichiesta, verificaRichiesta(venditore, acquirente));
      await h.applicato(evento.id);
      await h.smtp.waitForMail(emailVenditore);
      // The same event again under another Nats-Msg-Id, which JetStream keeps: the consumer receives it a second time.
      await h.eventi.pubblica(CATALOGUE_EVENTS.verificaRichiesta, evento.payload as never, { id: evento.id, occurredAt: evento.occurredAt, msgID: randomUUID() });
      // The durable applies its events in order: once another seller's check is applied, the second delivery was too.
      const altro = nuovoVenditore();
      await h.registra(altro, `venditore-${altro.userId}@esempio.it`);
      const sentinella = await h.eventi.pubblica(CATALOGUE_EVENTS.verificaRichiesta, verificaRichiesta(altro, acquirente));
      await h.applicato(sentinella.id);
      await h.postaVuota();

      expect(await ultime(venditore)).toEqual([
        {
          id: expect.any(String),
          titolo: 'Richiesta di verifica compatibilità',
          messaggio: 'Un acquirente chiede se il ricambio Cambio della tua Fiat Panda 2012 è compatibile con la sua Fiat Punto 2010.',
          letta: false,
          createdAt: evento.occurredAt,
          link: '/venditore/verifiche',
        },
      ]);
      expect(await ultime(acquirente)).toEqual([]);
      expect(await h.sql('SELECT destinatario FROM email WHERE evento_id = $1', [evento.id])).toEqual([{ destinatario: 'venditore' }]);
      const [mail, ...altre] = mailA(emailVenditore, emailAcquirente);
      expect(altre).toEqual([]);
      const { subject, text, messageId } = leggiMail(mail);
      expect([mail.to, subject, messageId]).toEqual([[emailVenditore], 'Richiesta di verifica compatibilità: Cambio', `<${evento.id}.venditore@ricambiamo.it>`]);
      expect(text).toContain('Rispondi alla richiesta: http://localhost:8080/venditore/verifiche');
      await ascolto.finoA(1);
      expect(ascolto.ricevuti).toContain(`${venditore.userId}:notifiche`);
      expect(ascolto.ricevuti).not.toContain(`${acquirente.userId}:notifiche`);
    } finally {
      await ascolto.close();
    }
  });

  it("tells and e-mails the buyer who asked the seller's answer and note, linking to the listing", async () => {
    const { venditore, acquirente, emailVenditore, emailAcquirente } = await parti();
    const richiesta = verificaRichiesta(venditore, acquirente);
    const evento = await h.eventi.pubblica(CATALOGUE_EVENTS.verificaRisposta, verificaRisposta(richiesta, 'non_compatibile', 'Il tuo è a 6 marce'));
    const [notifica, ...altre] = await dopo(Promise.resolve(evento), acquirente);
    expect(altre).toEqual([]);
    expect(notifica).toMatchObject({
      titolo: 'Verifica compatibilità: Non compatibile',
      messaggio:
        'Il venditore ha risposto che il ricambio Cambio della Fiat Panda 2012 non è compatibile con la tua Fiat Punto 2010. ' +
        'Nota del venditore: Il tuo è a 6 marce',
      link: `/inserzione/${richiesta.autoId}`,
    });
    expect(await ultime(venditore)).toEqual([]);
    const { subject, text, html } = leggiMail(await h.smtp.waitForMail(emailAcquirente));
    expect(subject).toBe('Verifica compatibilità: Non compatibile (Cambio)');
    expect(text).toContain('Esito: Non compatibile\nNota: Il tuo è a 6 marce');
    expect(html).toContain(`href="http://localhost:8080/inserzione/${richiesta.autoId}"`);
    await h.postaVuota();
    expect(mailA(emailVenditore)).toEqual([]);
  });
});

describe('exactly once', () => {
  it('changes nothing when an event is delivered again, nor when it is replayed after its record is gone', async () => {
    const { venditore, acquirente, emailVenditore } = await parti();
    const evento = await h.eventi.pubblica(EVENTI.orderCreated, creato(riepilogo(venditore, acquirente)));
    await h.applicato(evento.id);
    await h.postaVuota();
    // The same event again under another Nats-Msg-Id: JetStream keeps it, the consumer receives it a second time.
    await h.eventi.pubblica(EVENTI.orderCreated, evento.payload as never, { id: evento.id, occurredAt: evento.occurredAt, msgID: randomUUID() });
    // And once more after its processed record was pruned: only the (event, recipient) keys stand in the way.
    await waitFor(async () => ((await h.sql("SELECT 1 FROM processed_events WHERE event_id = $1", [evento.id])).length === 1 ? true : undefined));
    await h.sql('DELETE FROM processed_events WHERE event_id = $1', [evento.id]);
    const ultimo = await h.eventi.pubblica(EVENTI.orderCreated, evento.payload as never, { id: evento.id, occurredAt: evento.occurredAt, msgID: randomUUID() });
    await h.applicato(ultimo.id);
    const sentinella = await h.publish(TOKENS_EVENTS.balanceCredited, { venditoreId: venditore.userId, gettoni: 1, movimento: 'acquisto', saldo: 1 });
    await h.applicato(sentinella);
    await h.postaVuota();

    expect((await ultime(venditore)).filter((n) => n.titolo.startsWith('Nuovo ordine'))).toHaveLength(1);
    expect(await h.sql('SELECT destinatario FROM email WHERE evento_id = $1 ORDER BY destinatario', [evento.id])).toEqual([
      { destinatario: 'acquirente' },
      { destinatario: 'venditore' },
    ]);
    expect(h.smtp.mails.filter((m) => m.to.includes(emailVenditore))).toHaveLength(1);
  });
});

describe('e-mails of events from long ago', () => {
  it('writes the notification of an event older than 48 hours, but sends no e-mail about it', async () => {
    const { venditore, acquirente } = await parti();
    const tre = new Date(Date.now() - 72 * 3_600_000).toISOString();
    const evento = await h.eventi.pubblica(EVENTI.orderCreated, creato(riepilogo(venditore, acquirente)), { occurredAt: tre });
    const [notifica] = await dopo(Promise.resolve(evento), venditore);
    expect(notifica.createdAt).toBe(tre);
    expect(await h.sql('SELECT 1 FROM email WHERE evento_id = $1', [evento.id])).toEqual([]);
  });
});

describe('the seller not yet known', () => {
  it('keeps its e-mail waiting until identity’s registration arrives, then sends it', async () => {
    const venditore = nuovoVenditore();
    const acquirente = nuovoAcquirente();
    const emailAcquirente = `acquirente-${acquirente.userId}@esempio.it`;
    await h.registra(acquirente, emailAcquirente);
    const ordine = riepilogo(venditore, acquirente);
    const eventId = await h.publish(EVENTI.orderCreated, creato(ordine));
    await h.applicato(eventId);
    await h.smtp.waitForMail(emailAcquirente);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await h.sql('SELECT stato, tentativi FROM email WHERE evento_id = $1 AND destinatario = $2', [eventId, 'venditore'])).toEqual([
      { stato: 'da-inviare', tentativi: 0 },
    ]);
    const email = `ritardatario-${venditore.userId}@esempio.it`;
    await h.registra(venditore, email);
    expect(leggiMail(await h.smtp.waitForMail(email)).subject).toBe(`Nuovo ordine ${ordine.codice}`);
  });
});

describe('live hints', () => {
  it('tells the recipient on live.utente.<id>, after the notification is there to read', async () => {
    const { venditore, acquirente } = await parti();
    const ascolto = await ascoltaSuggerimenti(h.nats.url, venditore.userId, acquirente.userId);
    try {
      const ordine = riepilogo(venditore, acquirente);
      await h.publish(EVENTI.orderCreated, creato(ordine));
      await ascolto.finoA(1);
      expect(ascolto.ricevuti).toEqual([`${venditore.userId}:notifiche`]);
      expect(await nonLette(venditore)).toBe(1);
    } finally {
      await ascolto.close();
    }
  });
});

describe("each user's own notifications", () => {
  /** 12 status changes to one buyer, one a second apart, oldest first. */
  async function dodici(acquirente: Actor) {
    const venditore = nuovoVenditore();
    const base = Date.now() - 3_600_000;
    const ordini = Array.from({ length: 12 }, () => riepilogo(venditore, acquirente));
    let ultimo = '';
    for (const [i, ordine] of ordini.entries()) {
      const evento = await h.eventi.pubblica(EVENTI.orderStatusChanged, statoCambiato(ordine, 'processing'), {
        occurredAt: new Date(base + i * 1000).toISOString(),
      });
      ultimo = evento.id;
    }
    await h.applicato(ultimo);
    await waitFor(async () => ((await nonLette(acquirente)) === 12 ? true : undefined));
    return ordini;
  }

  it('lists the 10 newest of 12, newest first, and counts the unread', async () => {
    const acquirente = nuovoAcquirente();
    const ordini = await dodici(acquirente);
    const lista = await ultime(acquirente);
    expect(lista.map((n) => n.titolo)).toEqual(ordini.slice(2).reverse().map((o) => `Ordine ${o.codice}: In Lavorazione`));
    expect(await nonLette(acquirente)).toBe(12);
  });

  it('marks one read, all read (saying how many), deletes one, each hinting the caller’s other tabs', async () => {
    const acquirente = nuovoAcquirente();
    await dodici(acquirente);
    const ascolto = await ascoltaSuggerimenti(h.nats.url, acquirente.userId);
    try {
      const [prima, seconda] = await ultime(acquirente);
      expect(await h.call(N.markRead, { notificaId: prima.id }, acquirente)).toEqual({ ...prima, letta: true });
      await ascolto.finoA(1);
      expect(await nonLette(acquirente)).toBe(11);
      expect(await h.call(N.markAllRead, {}, acquirente)).toEqual({ segnate: 11 });
      await ascolto.finoA(2);
      expect(await nonLette(acquirente)).toBe(0);
      expect(await h.call(N.delete, { notificaId: seconda.id }, acquirente)).toEqual({ id: seconda.id });
      await ascolto.finoA(3);
      const lista = await ultime(acquirente);
      expect(lista.map((n) => n.id)).not.toContain(seconda.id);
      expect(lista).toHaveLength(10);
      expect(lista.every((n) => n.letta)).toBe(true);
    } finally {
      await ascolto.close();
    }
  });

  it("never lets another user read, mark or delete them", async () => {
    const a = nuovoAcquirente();
    const b = nuovoVenditore();
    await dodici(a);
    const [notificaDiA] = await ultime(a);
    expect(await ultime(b)).toEqual([]);
    expect(await nonLette(b)).toBe(0);
    expect((await failure(h.call(N.markRead, { notificaId: notificaDiA.id }, b))).code).toBe('NOT_FOUND');
    expect((await failure(h.call(N.delete, { notificaId: notificaDiA.id }, b))).code).toBe('NOT_FOUND');
    expect(await h.call(N.markAllRead, {}, b)).toEqual({ segnate: 0 });
    expect((await ultime(a))[0]).toEqual(notificaDiA);
    expect(await nonLette(a)).toBe(12);
    expect((await failure(h.call(N.markRead, { notificaId: randomUUID() }, a))).code).toBe('NOT_FOUND');
  });

  it(`keeps the newest ${NOTIFICHE_CONSERVATE}, and counts the unread ones that went until all are marked read`, async () => {
    const acquirente = nuovoAcquirente();
    const venditore = nuovoVenditore();
    const base = Date.now() - 3_600_000;
    let n = 0;
    /** `quante` status changes to the buyer, one a second apart after the previous ones; the id of the last. */
    const cambi = async (quante: number) => {
      let ultimo = '';
      for (let i = 0; i < quante; i++) {
        const evento = await h.eventi.pubblica(EVENTI.orderStatusChanged, statoCambiato(riepilogo(venditore, acquirente), 'processing'), {
          occurredAt: new Date(base + n++ * 1000).toISOString(),
        });
        ultimo = evento.id;
      }
      await h.applicato(ultimo);
    };
    const conservate = async () => (await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM notifiche WHERE user_id = $1', [acquirente.userId]))[0].n;

    await cambi(NOTIFICHE_CONSERVATE + 3);
    await waitFor(async () => ((await nonLette(acquirente)) === NOTIFICHE_CONSERVATE + 3 ? true : undefined));
    expect(await conservate()).toBe(NOTIFICHE_CONSERVATE);
    // The three oldest went; the panel still shows the newest.
    const [{ piuVecchia }] = await h.sql<{ piuVecchia: Date }>('SELECT min(created_at) AS "piuVecchia" FROM notifiche WHERE user_id = $1', [acquirente.userId]);
    expect(piuVecchia.getTime()).toBe(base + 3 * 1000);
    expect((await ultime(acquirente))[0].createdAt).toBe(new Date(base + (NOTIFICHE_CONSERVATE + 2) * 1000).toISOString());

    expect(await h.call(N.markAllRead, {}, acquirente)).toEqual({ segnate: NOTIFICHE_CONSERVATE + 3 });
    expect(await nonLette(acquirente)).toBe(0);

    // Read ones go without a trace: the counter has only the two new ones.
    await cambi(2);
    await waitFor(async () => ((await nonLette(acquirente)) === 2 ? true : undefined));
    expect(await conservate()).toBe(NOTIFICHE_CONSERVATE);
    expect(await h.call(N.markAllRead, {}, acquirente)).toEqual({ segnate: 2 });
  }, 60_000);

  it('refuses anonymous callers', async () => {
    expect((await failure(h.call(N.latest, {}))).code).toBe('UNAUTHENTICATED');
    expect((await failure(h.call(N.unreadCount, {}))).code).toBe('UNAUTHENTICATED');
  });
});
