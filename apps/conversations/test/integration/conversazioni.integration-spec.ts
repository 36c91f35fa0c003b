import { randomUUID } from 'node:crypto';
import type { Actor, EventContract, PayloadOf } from '@ricambiamo/contracts';
import { CONVERSATIONS, CONVERSATIONS_EVENTS, MAX_TESTO_MESSAGGIO, MESSAGGI_AL_MINUTO, MESSAGGI_CONVERSAZIONE, ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { failure, lastEvent, nextEvent, startServiceHarness, waitFor } from '@ricambiamo/testing';
import { conversations } from '../../src/main';

jest.setTimeout(60_000);

let h: ServiceHarness;

const venditore = (): Actor => ({ userId: randomUUID(), role: 'venditore' });
const acquirente = (): Actor => ({ userId: randomUUID(), role: 'acquirente' });

/** An order as orders announces it, once conversations knows it. */
async function ordine(seller: Actor, buyer: Actor): Promise<{ ordineId: string; codice: string }> {
  const ordineId = randomUUID();
  const codice = `ORD${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await h.publish(ORDERS_EVENTS.orderCreated, {
    ordineId,
    codice,
    autoId: randomUUID(),
    acquirenteId: buyer.userId,
    venditoreId: seller.userId,
    totaleCentesimi: 10_000,
    scadenzaPagamento: new Date(Date.now() + 86_400_000).toISOString(),
    causale: 'Ordine',
    pagamento: { beneficiario: 'Autodemolizioni Reno', iban: 'IT60X0542811101000000123456' },
    ricambi: [{ nome: 'Cambio', prezzoCentesimi: 9_000, spedizioneCentesimi: 1_000 }],
    spedizione: { nome: 'Giulia Neri', indirizzo: 'Via Emilia 1', citta: 'Bologna', cap: '40100', provincia: 'BO', telefono: '3331234567', email: 'g@n.it' },
    note: null,
  });
  await waitFor(async () => ((await h.sql('SELECT 1 FROM ordini WHERE id = $1', [ordineId])).length === 1 ? true : undefined));
  return { ordineId, codice };
}

const ultimo = <E extends EventContract>(contract: E, atteso: (payload: PayloadOf<E>) => boolean) => nextEvent(h.nats.url, contract, atteso);

const invia = (actor: Actor, conversazioneId: string, testo: string) => h.call(CONVERSATIONS.message.send, { conversazioneId, testo }, actor);
const nonLetti = async (actor: Actor) => (await h.call(CONVERSATIONS.message.unread, {}, actor)).nonLetti;

beforeAll(async () => {
  h = await startServiceHarness(conversations, {
    database: 'ricambiamo_conversations_test',
    env: { UNREAD_NOTICE_SECONDS: '2', NOTICE_SWEEP_MS: '200' },
  });
});

afterAll(async () => {
  await h.close();
});

describe("an order's conversation", () => {
  it('is one for both sides, unmasked, and nobody else can open, read, write to or report it', async () => {
    const [seller, buyer, estraneo] = [venditore(), acquirente(), acquirente()];
    const { ordineId, codice } = await ordine(seller, buyer);
    const delAcquirente = await h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, buyer);
    const delVenditore = await h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, seller);
    expect(delVenditore.id).toBe(delAcquirente.id);
    expect(delAcquirente).toMatchObject({ tipo: 'ordine', ordineId, titolo: `Ordine ${codice}`, interlocutore: 'Autodemolizioni Reno', ruolo: 'acquirente', mascherata: false });
    expect(delVenditore).toMatchObject({ interlocutore: 'Giulia Neri', ruolo: 'venditore' });

    for (const chiamata of [
      h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, estraneo),
      h.call(CONVERSATIONS.conversation.forOrder, { ordineId: randomUUID() }, buyer),
    ]) {
      expect(await failure(chiamata)).toMatchObject({ code: 'CONVERSATION_SUBJECT_NOT_FOUND' });
    }
    const id = delAcquirente.id;
    for (const chiamata of [
      h.call(CONVERSATIONS.conversation.thread, { conversazioneId: id }, estraneo),
      invia(estraneo, id, 'Ciao'),
      h.call(CONVERSATIONS.conversation.read, { conversazioneId: id }, estraneo),
      h.call(CONVERSATIONS.conversation.report, { conversazioneId: id, motivo: 'spam', buonaFede: true }, estraneo),
    ]) {
      expect(await failure(chiamata)).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    }
    expect(await h.call(CONVERSATIONS.conversation.list, {}, estraneo)).toEqual([]);
    expect(await failure(h.call(CONVERSATIONS.conversation.list, {}, null))).toMatchObject({ code: 'UNAUTHENTICATED' });

    // After an order, contact details pass as written.
    await invia(buyer, id, 'Mi chiami al 333 1234567');
    expect((await h.call(CONVERSATIONS.conversation.thread, { conversazioneId: id }, seller)).messaggi.map((m) => m.testo)).toEqual(['Mi chiami al 333 1234567']);
  });

  it('counts what each side has not read, and a reply after a wait is a reply time for the seller', async () => {
    const [seller, buyer] = [venditore(), acquirente()];
    const { ordineId } = await ordine(seller, buyer);
    const { id } = await h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, buyer);
    await invia(buyer, id, 'Buongiorno, quando spedite?');
    await invia(buyer, id, 'Serve entro venerdì');
    expect(await nonLetti(seller)).toBe(2);
    expect(await nonLetti(buyer)).toBe(0);
    const [elenco] = await h.call(CONVERSATIONS.conversation.list, {}, seller);
    expect(elenco).toMatchObject({ id, nonLetti: 2, ultimoMessaggio: { testo: 'Serve entro venerdì', mio: false } });

    expect(await h.call(CONVERSATIONS.conversation.read, { conversazioneId: id }, seller)).toEqual({ nonLetti: 0 });
    const risposta = await invia(seller, id, 'Spediamo domani');
    expect(risposta).toMatchObject({ testo: 'Spediamo domani', mio: true });
    expect(await ultimo(CONVERSATIONS_EVENTS.sellerReplied, (e) => e.messaggioId === risposta.id)).toMatchObject({ conversazioneId: id, venditoreId: seller.userId });
    // A second message of the seller's answers nothing new.
    const seconda = await invia(seller, id, 'Con corriere espresso');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await lastEvent(h.nats.url, CONVERSATIONS_EVENTS.sellerReplied)).messaggioId).not.toBe(seconda.id);
    expect(await nonLetti(buyer)).toBe(2);
    const { messaggi } = await h.call(CONVERSATIONS.conversation.thread, { conversazioneId: id }, buyer);
    expect(messaggi.map((m) => [m.testo, m.mio])).toEqual([
      ['Buongiorno, quando spedite?', true],
      ['Serve entro venerdì', true],
      ['Spediamo domani', false],
      ['Con corriere espresso', false],
    ]);
  });

  it('refuses an empty or too long text with the form’s messages, and past 20 messages a minute', async () => {
    const [seller, buyer] = [venditore(), acquirente()];
    const { ordineId } = await ordine(seller, buyer);
    const { id } = await h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, buyer);
    expect(await failure(invia(buyer, id, '   '))).toMatchObject({ code: 'VALIDATION_FAILED', fields: { testo: MESSAGGI_CONVERSAZIONE.testo } });
    expect(await failure(invia(buyer, id, 'x'.repeat(MAX_TESTO_MESSAGGIO + 1)))).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { testo: MESSAGGI_CONVERSAZIONE.testoLungo },
    });
    for (let i = 0; i < MESSAGGI_AL_MINUTO; i++) await invia(buyer, id, `Messaggio ${i}`);
    expect(await failure(invia(buyer, id, 'Uno di troppo'))).toMatchObject({ code: 'MESSAGE_RATE_LIMITED' });
    // The other side is not held back by the buyer's flood.
    await invia(seller, id, 'Calma, rispondo a tutto');
    expect(await h.sql('SELECT count(*)::int AS n FROM messaggi WHERE conversazione_id = $1', [id])).toEqual([{ n: MESSAGGI_AL_MINUTO + 1 }]);
  });

  it('pages a long thread from the newest back', async () => {
    const [seller, buyer] = [venditore(), acquirente()];
    const { ordineId } = await ordine(seller, buyer);
    const { id } = await h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, buyer);
    await h.sql(
      `INSERT INTO messaggi (id, conversazione_id, autore_id, testo, mascherato, created_at, avvisato_il)
       SELECT gen_random_uuid(), $1, $2, 'Messaggio ' || i, FALSE, now() - make_interval(secs => 100 - i), now() FROM generate_series(1, 55) i`,
      [id, buyer.userId],
    );
    const recenti = await h.call(CONVERSATIONS.conversation.thread, { conversazioneId: id }, seller);
    expect([recenti.messaggi.length, recenti.altri, recenti.messaggi[0].testo, recenti.messaggi.at(-1)!.testo]).toEqual([50, true, 'Messaggio 6', 'Messaggio 55']);
    const prima = await h.call(CONVERSATIONS.conversation.thread, { conversazioneId: id, prima: recenti.messaggi[0].id }, seller);
    expect(prima.messaggi.map((m) => m.testo)).toEqual(['Messaggio 1', 'Messaggio 2', 'Messaggio 3', 'Messaggio 4', 'Messaggio 5']);
    expect(prima.altri).toBe(false);
  });

  it('is reported once per side', async () => {
    const [seller, buyer] = [venditore(), acquirente()];
    const { ordineId } = await ordine(seller, buyer);
    const { id } = await h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, buyer);
    await invia(seller, id, 'Offerta fuori sito');
    await h.call(CONVERSATIONS.conversation.report, { conversazioneId: id, motivo: 'truffa', dettagli: 'Chiede un bonifico a parte', buonaFede: true }, buyer);
    expect(await failure(h.call(CONVERSATIONS.conversation.report, { conversazioneId: id, motivo: 'spam', buonaFede: true }, buyer))).toMatchObject({ code: 'CONVERSATION_REPORTED' });
    expect((await h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, buyer)).segnalata).toBe(true);
    expect((await h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, seller)).segnalata).toBe(false);

    // The report goes on to moderation's queue with the messages as they were, and the other side as whom it is about.
    const inoltrata = await nextEvent(h.nats.url, CONVERSATIONS_EVENTS.conversationReported, (e) => e.oggettoId === id);
    expect(inoltrata).toMatchObject({
      oggetto: 'conversazione',
      interessatoId: seller.userId,
      segnalanteId: buyer.userId,
      motivo: 'frode',
      spiegazione: 'Tentativo di truffa: Chiede un bonifico a parte',
      istantanea: { link: null },
    });
    expect(inoltrata.istantanea.righe.map((r) => r.valore)).toEqual(['Offerta fuori sito']);
  });
});

describe('a recipient who is away', () => {
  it('is told of unread messages once, e-mailed at most once an hour per conversation, and never of what was read in time', async () => {
    const [seller, buyer] = [venditore(), acquirente()];
    const { ordineId } = await ordine(seller, buyer);
    const { id } = await h.call(CONVERSATIONS.conversation.forOrder, { ordineId }, buyer);
    const primo = await invia(buyer, id, 'Ci siete?');
    const avviso = await ultimo(CONVERSATIONS_EVENTS.messageUnread, (e) => e.conversazioneId === id);
    expect(avviso).toMatchObject({ destinatarioId: seller.userId, ruoloDestinatario: 'venditore', mittente: 'Giulia Neri', email: true, messaggioId: primo.id });

    const secondo = await invia(buyer, id, 'Aspetto una risposta');
    expect(await ultimo(CONVERSATIONS_EVENTS.messageUnread, (e) => e.messaggioId === secondo.id)).toMatchObject({ email: false });

    // The seller, now on the site, reads the buyer's next message at once: no notice.
    const terzo = await invia(buyer, id, 'Grazie');
    await h.call(CONVERSATIONS.conversation.read, { conversazioneId: id }, seller);
    await waitFor(async () => ((await h.sql('SELECT avvisato_il FROM messaggi WHERE id = $1 AND avvisato_il IS NOT NULL', [terzo.id])).length === 1 ? true : undefined));
    expect((await lastEvent(h.nats.url, CONVERSATIONS_EVENTS.messageUnread)).messaggioId).not.toBe(terzo.id);
    expect(await h.sql(`SELECT count(*)::int AS n FROM outbox_events WHERE subject = $1 AND payload->>'conversazioneId' = $2`, [CONVERSATIONS_EVENTS.messageUnread.subject, id])).toEqual([
      { n: 2 },
    ]);
  });
});
