import { randomUUID } from 'node:crypto';
import type { Actor, EventContract, OrderStatusChangedEvent, PayloadIn, PayloadOf, ReputazioneDto, RiepilogoOrdineEvent } from '@ricambiamo/contracts';
import { CONTATTO_NASCOSTO, CONVERSATIONS_EVENTS, MODERATION_EVENTS, ORDERS_EVENTS, REVIEWS, REVIEWS_EVENTS } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { failure, nextEvent, startServiceHarness, waitFor } from '@ricambiamo/testing';
import { reviews } from '../../src/main';

jest.setTimeout(60_000);

let h: ServiceHarness;

const venditore = (): Actor => ({ userId: randomUUID(), role: 'venditore' });
const acquirente = (): Actor => ({ userId: randomUUID(), role: 'acquirente' });
const stelle = { descrizione: 5, comunicazione: 4, spedizione: 4, complessivo: 5 };

const riepilogo = (seller: Actor, buyer: Actor): RiepilogoOrdineEvent => ({
  ordineId: randomUUID(),
  codice: `ORD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  acquirenteId: buyer.userId,
  venditoreId: seller.userId,
  totaleCentesimi: 45_000,
  scadenzaPagamento: new Date(Date.now() + 24 * 3600_000).toISOString(),
  causale: 'Ordine',
  pagamento: { beneficiario: 'Autodemolizioni Bologna', iban: 'IT60X0542811101000000123456' },
  ricambi: [{ nome: 'Motore', prezzoCentesimi: 40_000, spedizioneCentesimi: 5_000 }],
  spedizione: { nome: 'Mario Rossi', indirizzo: 'Via Emilia 1', citta: 'Bologna', cap: '40100', provincia: 'BO', telefono: '3331234567', email: 'm@r.it' },
  note: null,
});

const ore = (n: number) => new Date(Date.now() + n * 3600_000);

/** An order's life as orders announces it, each step at the time given; resolves once reviews has applied the last. */
async function ordine(
  seller: Actor,
  buyer: Actor,
  passi: { stato: OrderStatusChangedEvent['stato']; autore?: OrderStatusChangedEvent['autore']; il: Date }[],
  creatoIl = ore(-48),
) {
  const o = riepilogo(seller, buyer);
  await h.publish(ORDERS_EVENTS.orderCreated, { ...o, autoId: randomUUID() }, { occurredAt: creatoIl });
  let precedente: OrderStatusChangedEvent['precedente'] = 'pending';
  for (const { stato, autore = 'venditore', il } of passi) {
    await h.publish(ORDERS_EVENTS.orderStatusChanged, { ...o, stato, precedente, autore }, { occurredAt: il });
    precedente = stato;
  }
  const ultimo = passi.at(-1)?.stato;
  await waitFor(async () => {
    const [riga] = await h.sql<{ completato_il: Date | null; cancellato_il: Date | null; in_lavorazione_il: Date | null }>(
      'SELECT completato_il, cancellato_il, in_lavorazione_il FROM ordini WHERE id = $1',
      [o.ordineId],
    );
    if (!riga) return undefined;
    if (ultimo === 'completed' && !riga.completato_il) return undefined;
    if (ultimo === 'cancelled' && !riga.cancellato_il) return undefined;
    if (ultimo === 'processing' && !riga.in_lavorazione_il) return undefined;
    return true;
  });
  return o;
}

const completato = (seller: Actor, buyer: Actor, il = ore(-2)) =>
  ordine(seller, buyer, [
    { stato: 'processing', il: ore(-40) },
    { stato: 'completed', il },
  ]);

const ultimo = <E extends EventContract>(contract: E, atteso: (payload: PayloadOf<E>) => boolean) => nextEvent(h.nats.url, contract, atteso);

const reputazione = (seller: Actor) => h.call(REVIEWS.reputation.get, { venditoreId: seller.userId });

beforeAll(async () => {
  h = await startServiceHarness(reviews, { database: 'ricambiamo_reviews_test', env: { REVIEW_DELAY_SECONDS: '3600' } });
});

afterAll(async () => {
  await h.close();
});

describe('the review window and its rules', () => {
  it('opens an hour after Completato, closes after 60 days, and never opens on a cancelled or open order', async () => {
    const seller = venditore();
    const buyer = acquirente();
    const appena = await completato(seller, buyer, ore(-0.5));
    expect(await failure(h.call(REVIEWS.review.create, { ordineId: appena.ordineId, ...stelle }, buyer))).toMatchObject({ code: 'REVIEW_TOO_EARLY' });

    const vecchio = await completato(seller, buyer, ore(-61 * 24));
    expect(await failure(h.call(REVIEWS.review.create, { ordineId: vecchio.ordineId, ...stelle }, buyer))).toMatchObject({ code: 'REVIEW_WINDOW_CLOSED' });

    const aperto = await ordine(seller, buyer, [{ stato: 'processing', il: ore(-1) }]);
    expect(await failure(h.call(REVIEWS.review.create, { ordineId: aperto.ordineId, ...stelle }, buyer))).toMatchObject({ code: 'REVIEW_NOT_ALLOWED' });

    const cancellato = await ordine(seller, buyer, [{ stato: 'cancelled', il: ore(-10) }]);
    expect(await failure(h.call(REVIEWS.review.create, { ordineId: cancellato.ordineId, ...stelle }, buyer))).toMatchObject({ code: 'REVIEW_NOT_ALLOWED' });

    const [stato] = await h.call(REVIEWS.review.forOrders, { ordineIds: [appena.ordineId] }, buyer);
    expect(stato).toMatchObject({ recensione: null, segnalata: false, modificabileFinoAl: null });
    expect(new Date(stato.recensibileDal!).getTime() - new Date(stato.recensibileFinoAl!).getTime()).toBe(3600_000 - 60 * 24 * 3600_000);
    expect(await h.sql('SELECT 1 FROM recensioni WHERE venditore_id = $1', [seller.userId])).toEqual([]);
  });

  it('lets only the order’s buyer review it, with the form’s messages for bad stars and a long text', async () => {
    const seller = venditore();
    const buyer = acquirente();
    const o = await completato(seller, buyer);
    expect(await failure(h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle }, acquirente()))).toMatchObject({ code: 'REVIEW_ORDER_NOT_FOUND' });
    expect(await failure(h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle }, seller as never))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await failure(h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle }, null))).toMatchObject({ code: 'UNAUTHENTICATED' });
    const male = await failure(h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle, spedizione: 6, testo: 'x'.repeat(1001) }, buyer));
    expect(male).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { spedizione: 'Scegli da 1 a 5 stelle', testo: 'La recensione può avere al massimo 1000 caratteri' },
    });

    const recensione = await h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle, testo: '  Motore perfetto  ' }, buyer);
    expect(recensione).toMatchObject({ autore: 'Mario R.', ricambi: ['Motore'], stelle, testo: 'Motore perfetto', risposta: null, modificataIl: null });
    expect(await ultimo(REVIEWS_EVENTS.reviewCreated, (e) => e.recensioneId === recensione.id)).toMatchObject({
      recensioneId: recensione.id,
      ordineId: o.ordineId,
      codiceOrdine: o.codice,
      venditoreId: seller.userId,
      complessivo: 5,
    });
  });

  it('keeps one review per order when the buyer sends ten at once', async () => {
    const seller = venditore();
    const buyer = acquirente();
    const o = await completato(seller, buyer);
    const esiti = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle, complessivo: (i % 5) + 1 }, buyer)),
    );
    expect(esiti.filter((e) => e.status === 'fulfilled')).toHaveLength(1);
    for (const e of esiti.filter((e): e is PromiseRejectedResult => e.status === 'rejected')) expect(e.reason).toMatchObject({ code: 'REVIEW_EXISTS' });
    expect(await h.sql('SELECT id FROM recensioni WHERE ordine_id = $1', [o.ordineId])).toHaveLength(1);
    expect((await reputazione(seller)).sempre.numeroRecensioni).toBe(1);
  });

  it('lets its author change it for 7 days, and its seller reply once', async () => {
    const seller = venditore();
    const buyer = acquirente();
    const o = await completato(seller, buyer);
    const { id } = await h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle, complessivo: 2 }, buyer);
    expect(await failure(h.call(REVIEWS.review.update, { recensioneId: id, ...stelle }, acquirente()))).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    const cambiata = await h.call(REVIEWS.review.update, { recensioneId: id, ...stelle, complessivo: 4, testo: 'Arrivato, tutto ok' }, buyer);
    expect(cambiata).toMatchObject({ stelle: { complessivo: 4 }, testo: 'Arrivato, tutto ok' });
    expect(cambiata.modificataIl).not.toBeNull();
    expect((await reputazione(seller)).sempre.mediaStelle).toBe(4);

    await h.sql(`UPDATE recensioni SET created_at = now() - interval '8 days' WHERE id = $1`, [id]);
    expect(await failure(h.call(REVIEWS.review.update, { recensioneId: id, ...stelle }, buyer))).toMatchObject({ code: 'REVIEW_EDIT_CLOSED' });

    expect(await failure(h.call(REVIEWS.review.reply, { recensioneId: id, testo: 'Grazie' }, venditore()))).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    const risposte = await Promise.allSettled([
      h.call(REVIEWS.review.reply, { recensioneId: id, testo: 'Grazie a lei' }, seller),
      h.call(REVIEWS.review.reply, { recensioneId: id, testo: 'Grazie ancora' }, seller),
    ]);
    expect(risposte.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(risposte.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason).toMatchObject({ code: 'REVIEW_REPLIED' });
    expect(await ultimo(REVIEWS_EVENTS.reviewReplied, (e) => e.recensioneId === id)).toMatchObject({ acquirenteId: buyer.userId });
  });

  it('takes a report from either side once, hides nothing, and keeps the review as it was', async () => {
    const seller = venditore();
    const buyer = acquirente();
    const o = await completato(seller, buyer);
    const { id } = await h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle, complessivo: 1, testo: 'Pessimo' }, buyer);
    await h.call(REVIEWS.review.report, { recensioneId: id, motivo: 'non_pertinente', dettagli: 'Parla di un altro ordine', buonaFede: true }, seller);
    expect(await failure(h.call(REVIEWS.review.report, { recensioneId: id, motivo: 'offensiva', buonaFede: true }, seller))).toMatchObject({ code: 'REVIEW_REPORTED' });
    expect(await failure(h.call(REVIEWS.review.report, { recensioneId: id, motivo: 'offensiva', buonaFede: true }, acquirente()))).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    await h.call(REVIEWS.review.report, { recensioneId: id, motivo: 'dati_personali', buonaFede: true }, buyer);

    expect(await h.sql('SELECT motivo, stato, istantanea FROM segnalazioni WHERE recensione_id = $1 ORDER BY created_at', [id])).toEqual([
      { motivo: 'non_pertinente', stato: 'aperta', istantanea: { testo: 'Pessimo', risposta: null, complessivo: 1 } },
      { motivo: 'dati_personali', stato: 'aperta', istantanea: { testo: 'Pessimo', risposta: null, complessivo: 1 } },
    ]);
    const { recensioni } = await h.call(REVIEWS.review.bySeller, { venditoreId: seller.userId });
    expect(recensioni.map((r) => r.id)).toEqual([id]);
    const [stato] = await h.call(REVIEWS.review.forOrders, { ordineIds: [o.ordineId] }, seller);
    expect(stato?.segnalata).toBe(true);

    // Each report goes on to moderation's queue, with the review as it was and its author as whom a decision affects.
    const [inoltrata] = (
      await h.sql<{ payload: PayloadOf<typeof REVIEWS_EVENTS.reviewReported> }>(
        `SELECT payload FROM outbox_events WHERE subject = $1 AND payload->>'oggettoId' = $2 AND payload->>'segnalanteId' = $3`,
        [REVIEWS_EVENTS.reviewReported.subject, id, seller.userId],
      )
    ).map((e) => e.payload);
    expect(inoltrata).toMatchObject({
      oggetto: 'recensione',
      interessatoId: buyer.userId,
      motivo: 'informazioni',
      spiegazione: "Non riguarda l'ordine: Parla di un altro ordine",
      istantanea: { titolo: expect.stringMatching(/^Recensione di /), link: `/venditore/${seller.userId}/profilo` },
    });
    expect(inoltrata.istantanea.righe).toContainEqual({ etichetta: 'Testo', valore: 'Pessimo' });
  });

  it('hides a review the operator hid from the seller’s page and figures, and shows it again when an appeal undoes it', async () => {
    const seller = venditore();
    const [nascosta, resta] = [acquirente(), acquirente()];
    const ordini = [await completato(seller, nascosta), await completato(seller, resta)];
    const { id } = await h.call(REVIEWS.review.create, { ordineId: ordini[0].ordineId, ...stelle, complessivo: 1, testo: 'Ladri!' }, nascosta);
    await h.call(REVIEWS.review.create, { ordineId: ordini[1].ordineId, ...stelle, complessivo: 5 }, resta);
    expect((await reputazione(seller)).sempre).toMatchObject({ numeroRecensioni: 2, mediaStelle: 3 });

    const provvedimentoId = randomUUID();
    await h.publish(MODERATION_EVENTS.reviewHidden, { recensioneId: id, provvedimentoId });
    await waitFor(async () => ((await reputazione(seller)).sempre.numeroRecensioni === 1 ? true : undefined));
    expect((await reputazione(seller)).sempre.mediaStelle).toBe(5);
    expect((await reputazione(seller)).distribuzione).toEqual([0, 0, 0, 0, 1]);
    const pagina = await h.call(REVIEWS.review.bySeller, { venditoreId: seller.userId });
    expect(pagina).toMatchObject({ totale: 1, recensioni: [expect.not.objectContaining({ id })] });

    await h.publish(MODERATION_EVENTS.reviewRestored, { recensioneId: id, provvedimentoId });
    await waitFor(async () => ((await reputazione(seller)).sempre.numeroRecensioni === 2 ? true : undefined));
    expect((await h.call(REVIEWS.review.bySeller, { venditoreId: seller.userId })).recensioni.map((r) => r.id)).toContain(id);
  });

  it('masks phone numbers, e-mails and IBANs wherever a review is read, and keeps the text as written', async () => {
    const seller = venditore();
    const buyer = acquirente();
    const o = await completato(seller, buyer);
    const testo = 'Ottimo, chiamate il 333 123 4567 o scrivete a mario@example.com';
    const { id } = await h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle, testo }, buyer);
    await h.call(REVIEWS.review.reply, { recensioneId: id, testo: 'Grazie! Bonifico su IT60 X054 2811 1010 0000 0123 456' }, seller);
    const mascherato = `Ottimo, chiamate il ${CONTATTO_NASCOSTO} o scrivete a ${CONTATTO_NASCOSTO}`;
    const { recensioni } = await h.call(REVIEWS.review.bySeller, { venditoreId: seller.userId });
    expect(recensioni[0]).toMatchObject({ testo: mascherato, risposta: { testo: `Grazie! Bonifico su ${CONTATTO_NASCOSTO}` } });
    expect((await h.call(REVIEWS.review.forOrders, { ordineIds: [o.ordineId] }, buyer))[0]?.recensione?.testo).toBe(mascherato);
    expect(await h.sql('SELECT testo FROM recensioni WHERE id = $1', [id])).toEqual([{ testo }]);
  });

  it('pages a seller’s reviews newest first, and tells an order’s parties only about their own orders', async () => {
    const seller = venditore();
    const ordini = [];
    for (let i = 0; i < 12; i++) {
      const buyer = acquirente();
      const o = await completato(seller, buyer);
      await h.call(REVIEWS.review.create, { ordineId: o.ordineId, ...stelle, complessivo: (i % 5) + 1 }, buyer);
      ordini.push({ o, buyer });
    }
    const prima = await h.call(REVIEWS.review.bySeller, { venditoreId: seller.userId });
    const seconda = await h.call(REVIEWS.review.bySeller, { venditoreId: seller.userId, pagina: 2 });
    expect([prima.recensioni.length, seconda.recensioni.length, prima.totale, prima.pagine]).toEqual([10, 2, 12, 2]);
    expect(new Set([...prima.recensioni, ...seconda.recensioni].map((r) => r.id)).size).toBe(12);
    expect(prima.recensioni[0].ordineId).toBe(ordini[11].o.ordineId);
    expect((await reputazione(seller)).distribuzione).toEqual([3, 3, 2, 2, 2]);

    const [mio, altrui] = [ordini[0], ordini[1]];
    const visti = await h.call(REVIEWS.review.forOrders, { ordineIds: [mio.o.ordineId, altrui.o.ordineId] }, mio.buyer);
    expect(visti.map((v) => v.ordineId)).toEqual([mio.o.ordineId]);
    expect(await h.call(REVIEWS.review.forOrders, { ordineIds: [mio.o.ordineId] }, venditore())).toEqual([]);
  });
});

describe('the reputation read model', () => {
  it('follows orders’ events and reviews, and an event applied again under a new id changes nothing', async () => {
    const seller = venditore();
    const buyer = acquirente();
    const eventi: (() => Promise<string>)[] = [];
    /** Publishes the event, and keeps how to publish it again an hour later under a new id. */
    const pubblica = async <E extends EventContract>(contract: E, payload: PayloadIn<E>, il: Date) => {
      eventi.push(() => h.publish(contract, payload, { occurredAt: new Date(il.getTime() + 3600_000) }));
      await h.publish(contract, payload, { occurredAt: il });
    };
    // Four orders: processed in 2 and 6 hours and completed, one returned by the seller's error; one cancelled by the
    // seller; one cancelled by the payment window, which does not count against the seller.
    const tempi = [2, 6];
    const completati = [];
    for (const oreLavorazione of tempi) {
      const o = riepilogo(seller, buyer);
      await pubblica(ORDERS_EVENTS.orderCreated, { ...o, autoId: randomUUID() }, ore(-100));
      await pubblica(ORDERS_EVENTS.orderStatusChanged, { ...o, stato: 'processing', precedente: 'pending', autore: 'venditore' }, ore(-100 + oreLavorazione));
      await pubblica(ORDERS_EVENTS.orderStatusChanged, { ...o, stato: 'completed', precedente: 'processing', autore: 'venditore' }, ore(-50));
      completati.push(o);
    }
    const reso = completati[0];
    const recesso = { stato: 'richiesto' as const, motivo: 'non-compatibile' as const, dettagli: null, ricambi: ['Motore'], importoCentesimi: 45_000, rimessiInVendita: false, erroreVenditore: true };
    await pubblica(ORDERS_EVENTS.withdrawalChanged, { ...reso, recesso }, ore(-10));
    for (const autore of ['venditore', 'scadenza-pagamento'] as const) {
      const o = riepilogo(seller, buyer);
      await pubblica(ORDERS_EVENTS.orderCreated, { ...o, autoId: randomUUID() }, ore(-30));
      await pubblica(ORDERS_EVENTS.orderStatusChanged, { ...o, stato: 'cancelled', precedente: 'pending', autore }, ore(-20));
    }
    // Two replies to buyers' messages, after one hour and after three: a median of two.
    for (const ore_ of [1, 3]) {
      await pubblica(
        CONVERSATIONS_EVENTS.sellerReplied,
        { conversazioneId: randomUUID(), messaggioId: randomUUID(), venditoreId: seller.userId, secondi: ore_ * 3600 },
        ore(-5),
      );
    }
    await waitFor(async () => ((await h.sql('SELECT 1 FROM risposte WHERE venditore_id = $1', [seller.userId])).length === 2 ? true : undefined));
    const applicato = `SELECT count(*) FILTER (WHERE completato_il IS NOT NULL)::int AS completati, count(*) FILTER (WHERE cancellato_il IS NOT NULL)::int AS cancellati,
      count(*) FILTER (WHERE reso_errore_venditore)::int AS resi FROM ordini WHERE venditore_id = $1`;
    await waitFor(async () => {
      const [conti] = await h.sql(applicato, [seller.userId]);
      return JSON.stringify(conti) === JSON.stringify({ completati: 2, cancellati: 2, resi: 1 }) ? true : undefined;
    });
    await h.call(REVIEWS.review.create, { ordineId: completati[1].ordineId, ...stelle, complessivo: 4 }, buyer);

    const atteso: Partial<ReputazioneDto> = {
      affidabile: false,
      distribuzione: [0, 0, 0, 1, 0],
      ultimi12Mesi: {
        ordiniCompletati: 2,
        tassoCancellazioni: 0.3333,
        medianaOreLavorazione: 4,
        medianaOreRisposta: 2,
        quotaResiErrore: 0.5,
        mediaStelle: 4,
        numeroRecensioni: 1,
      },
    };
    expect(await reputazione(seller)).toMatchObject(atteso);
    expect(await ultimo(REVIEWS_EVENTS.reputationChanged, (e) => e.venditoreId === seller.userId && e.numeroRecensioni === 1)).toEqual({
      venditoreId: seller.userId,
      mediaStelle: 4,
      numeroRecensioni: 1,
      affidabile: false,
    });
    const annunci = async () =>
      (await h.sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_events WHERE subject = $1 AND payload->>'venditoreId' = $2`, [REVIEWS_EVENTS.reputationChanged.subject, seller.userId]))[0].n;
    const primaDelReplay = await annunci();

    // The whole history again, each event under a new id: a replay from the stream after the consumer was reset. The
    // count is read before the replay: read after it, the events already applied would be counted twice.
    const applicati = async () =>
      (await h.sql<{ n: number }>(`SELECT count(*)::int AS n FROM processed_events WHERE consumer IN ('reviews-orders', 'reviews-conversations')`))[0].n;
    const fino = (await applicati()) + eventi.length;
    for (const ripubblica of eventi) await ripubblica();
    await waitFor(async () => ((await applicati()) >= fino ? true : undefined), 20_000);
    expect(await reputazione(seller)).toMatchObject(atteso);
    expect(await annunci()).toBe(primaDelReplay);
  });

  it('is empty for a seller nothing happened to', async () => {
    const seller = venditore();
    expect(await reputazione(seller)).toMatchObject({
      affidabile: false,
      distribuzione: [0, 0, 0, 0, 0],
      sempre: { ordiniCompletati: 0, tassoCancellazioni: null, mediaStelle: null, numeroRecensioni: 0 },
    });
  });
});
