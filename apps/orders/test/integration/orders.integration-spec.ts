import { randomUUID } from 'node:crypto';
import type { Actor, OrdineDto } from '@ricambiamo/contracts';
import { IDENTITY, liveHint, liveSubject, MESSAGGI_CHECKOUT, ORDERS, ORDERS_EVENTS } from '@ricambiamo/contracts';
import { failure, waitFor } from '@ricambiamo/testing';
import { connect } from 'nats';
import type { Inserzione, OrdersHarness } from '../fixtures/orders-harness';
import { checkout, newBuyer, newSeller, startOrdersHarness } from '../fixtures/orders-harness';

let h: OrdersHarness;

const IBAN = 'IT60X0542811101000000123456';

beforeAll(async () => {
  h = await startOrdersHarness('ricambiamo_orders_test');
}, 120_000);

afterAll(async () => {
  await h.close();
});

async function inserzione(): Promise<Inserzione> {
  const venditore = newSeller();
  await h.registerSeller(venditore, 'Marco Bianchi', { nomeAttivita: 'Autodemolizioni Bianchi', iban: IBAN });
  return h.catalogo.inserzione(venditore);
}

const place = (buyer: Actor, auto: Inserzione, parti = auto.ricambi.slice(0, 2), extra = {}) =>
  h.call(ORDERS.order.place, checkout(auto.id, parti.map((r) => r.id), extra), buyer);

/** A plain NATS subscriber to the users' live hint subjects, as a gateway replica would hold one. */
async function listenToHints(...userIds: string[]) {
  const nc = await connect({ servers: h.nats.url });
  const received: string[] = [];
  for (const userId of userIds) {
    nc.subscribe(liveSubject(userId), {
      callback: (_err, msg) => received.push(`${userId}:${liveHint.parse(msg.json()).argomento}`),
    });
  }
  await nc.flush();
  return {
    received,
    until: (count: number) => waitFor(() => Promise.resolve(received.length >= count ? true : undefined), 5_000),
    close: () => nc.close(),
  };
}

const eventsOf = async (subject: string, ordineId: string) =>
  (await h.sql<{ payload: Record<string, unknown> }>("SELECT payload FROM outbox_events WHERE subject = $1 AND payload->>'ordineId' = $2 ORDER BY occurred_at", [subject, ordineId])).map(
    (row) => row.payload,
  );

describe('placing an order', () => {
  it('reserves the parts and writes the order pending, with catalogue’s prices, the transfer reason and the seller’s IBAN', async () => {
    const auto = await inserzione();
    const buyer = newBuyer();
    const [musata, cambio] = auto.ricambi;
    const ordine = await place(buyer, auto);
    expect(ordine).toMatchObject({
      stato: 'pending',
      acquirente: { id: buyer.userId, nome: 'Giulia Verdi', email: 'giulia.verdi@esempio.it', telefono: '333 481 2290' },
      venditore: { id: auto.venditore.userId, nome: 'Marco Bianchi', nomeAttivita: 'Autodemolizioni Bianchi' },
      autoId: auto.id,
      totaleCentesimi: 60_000 + 8_000 + 45_000 + 5_000,
      pagamento: { beneficiario: 'Autodemolizioni Bianchi', iban: IBAN },
      spedizione: { nome: 'Giulia Verdi', indirizzo: 'Via dell’Indipendenza 8', citta: 'Bologna', cap: '40121', provincia: 'BO' },
      fatturazione: { ragioneSociale: null, partitaIva: null, codiceFiscale: null, pec: null, codiceSdi: null },
      note: 'Consegna al mattino',
      cronologia: [{ stato: 'pending', autore: 'acquirente' }],
    });
    expect(ordine.codice).toMatch(/^[0-9A-Z]{8}$/);
    expect(ordine.causale).toBe(`Ordine ${ordine.codice} - Giulia Verdi`);
    expect(ordine.ricambi).toEqual(
      expect.arrayContaining([
        // A buyer identity does not know has no vehicle: no fit is kept.
        {
          ricambioId: musata.id,
          nome: 'Musata',
          descrizione: 'Musata originale',
          prezzoCentesimi: 60_000,
          spedizioneCentesimi: 8_000,
          compatibilita: null,
        },
        {
          ricambioId: cambio.id,
          nome: 'Cambio',
          descrizione: 'Cambio originale',
          prezzoCentesimi: 45_000,
          spedizioneCentesimi: 5_000,
          compatibilita: null,
        },
      ]),
    );
    const scadenza = new Date(ordine.scadenzaPagamento).getTime() - new Date(ordine.createdAt).getTime();
    expect(Math.abs(scadenza - 24 * 3600_000)).toBeLessThan(60_000);
    // Placed and pending at one moment, as read back later too.
    expect(ordine.cronologia).toEqual([{ stato: 'pending', il: ordine.createdAt, autore: 'acquirente' }]);
    const riletto = await h.call(ORDERS.order.get, { ordineId: ordine.id }, buyer);
    expect(riletto.cronologia).toEqual(ordine.cronologia);
    expect(riletto.createdAt).toBe(ordine.createdAt);
    expect(await h.catalogo.parti([musata.id, cambio.id, auto.ricambi[2].id])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: musata.id, disponibile: false, ordine_id: ordine.id }),
        expect.objectContaining({ id: cambio.id, disponibile: false, ordine_id: ordine.id }),
        expect.objectContaining({ id: auto.ricambi[2].id, disponibile: true, ordine_id: null }),
      ]),
    );
    expect(await eventsOf(ORDERS_EVENTS.orderCreated.subject, ordine.id)).toEqual([
      {
        ordineId: ordine.id,
        codice: ordine.codice,
        acquirenteId: buyer.userId,
        venditoreId: auto.venditore.userId,
        autoId: auto.id,
        totaleCentesimi: 118_000,
        scadenzaPagamento: ordine.scadenzaPagamento,
        causale: ordine.causale,
        pagamento: { beneficiario: 'Autodemolizioni Bianchi', iban: IBAN },
        ricambi: expect.arrayContaining([
          { nome: 'Musata', prezzoCentesimi: 60_000, spedizioneCentesimi: 8_000 },
          { nome: 'Cambio', prezzoCentesimi: 45_000, spedizioneCentesimi: 5_000 },
        ]),
        spedizione: ordine.spedizione,
        note: 'Consegna al mattino',
      },
    ]);
  });

  it('hints both parties once the order is written and again when its status changes, and nobody for a refused move', async () => {
    const auto = await inserzione();
    const buyer = newBuyer();
    const hints = await listenToHints(buyer.userId, auto.venditore.userId);
    try {
      const ordine = await place(buyer, auto);
      await hints.until(2);
      expect(hints.received.sort()).toEqual([`${buyer.userId}:ordini`, `${auto.venditore.userId}:ordini`].sort());
      await h.call(ORDERS.order.updateStatus, { ordineId: ordine.id, stato: 'processing' }, auto.venditore);
      await hints.until(4);
      await failure(h.call(ORDERS.order.updateStatus, { ordineId: ordine.id, stato: 'processing' }, auto.venditore));
      await h.call(ORDERS.order.get, { ordineId: ordine.id }, buyer);
      expect(hints.received).toHaveLength(4);
    } finally {
      await hints.close();
    }
  });

  it('keeps the billing data of a company purchase, and drops a company’s fields from a private one', async () => {
    const auto = await inserzione();
    const azienda = await place(newBuyer(), auto, [auto.ricambi[0]], {
      azienda: true,
      ragioneSociale: 'Officina Verdi Srl',
      partitaIva: '03018291207',
      codiceFiscale: '03018291207',
      pec: 'Officina@PEC.it',
      codiceSdi: 'm5uxcr1',
    });
    expect(azienda.fatturazione).toEqual({
      ragioneSociale: 'Officina Verdi Srl',
      partitaIva: '03018291207',
      codiceFiscale: '03018291207',
      pec: 'officina@pec.it',
      codiceSdi: 'M5UXCR1',
    });
    const privato = await place(newBuyer(), auto, [auto.ricambi[1]], { azienda: false, ragioneSociale: 'Ignorata', partitaIva: '03018291207' });
    expect(privato.fatturazione).toMatchObject({ ragioneSociale: null, partitaIva: null });
  });

  it('answers bad checkout data with the spec’s Italian messages, and reserves nothing', async () => {
    const auto = await inserzione();
    const error = await failure(
      place(newBuyer(), auto, [], { email: 'giulia@', cap: '401', azienda: true, ragioneSociale: '', partitaIva: '12345678901', codiceSdi: '123' }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      email: 'Email non valida',
      cap: 'CAP non valido',
      ricambiIds: MESSAGGI_CHECKOUT.ricambi,
      ragioneSociale: MESSAGGI_CHECKOUT.ragioneSociale,
      partitaIva: 'Partita IVA non valida',
      codiceSdi: MESSAGGI_CHECKOUT.codiceSdi,
    });
    expect((await h.catalogo.parti(auto.ricambi.map((r) => r.id))).every((r) => r.disponibile)).toBe(true);
  });

  it('answers a retry of the same order id with the same order, and refuses the id with other content', async () => {
    const auto = await inserzione();
    const buyer = newBuyer();
    const request = checkout(auto.id, [auto.ricambi[0].id]);
    const first = await h.call(ORDERS.order.place, request, buyer);
    const retries = await Promise.all([1, 2, 3].map(() => h.call(ORDERS.order.place, request, buyer)));
    for (const retry of retries) expect(retry).toEqual(first);
    expect(await h.sql('SELECT 1 FROM ordini WHERE auto_id = $1', [auto.id])).toHaveLength(1);
    expect(await eventsOf(ORDERS_EVENTS.orderCreated.subject, first.id)).toHaveLength(1);
    expect((await failure(h.call(ORDERS.order.place, { ...request, note: 'Altro' }, buyer))).code).toBe('ORDER_ID_REUSED');
    expect((await failure(h.call(ORDERS.order.place, request, newBuyer()))).code).toBe('ORDER_ID_REUSED');
  });

  it('places one order for simultaneous requests with one order id', async () => {
    const auto = await inserzione();
    const buyer = newBuyer();
    const request = checkout(auto.id, [auto.ricambi[0].id, auto.ricambi[1].id]);
    const results = await Promise.all(Array.from({ length: 5 }, () => h.call(ORDERS.order.place, request, buyer)));
    expect(new Set(results.map((r) => r.id))).toEqual(new Set([request.ordineId]));
    expect(await h.sql('SELECT 1 FROM ordini WHERE auto_id = $1', [auto.id])).toHaveLength(1);
    expect(await h.sql('SELECT 1 FROM tentativi WHERE ordine_id = $1', [request.ordineId])).toHaveLength(0);
  });

  it('refuses parts another order holds, with PARTS_UNAVAILABLE, and leaves nothing behind', async () => {
    const auto = await inserzione();
    await place(newBuyer(), auto, [auto.ricambi[1]]);
    const request = checkout(auto.id, [auto.ricambi[0].id, auto.ricambi[1].id]);
    expect((await failure(h.call(ORDERS.order.place, request, newBuyer()))).code).toBe('PARTS_UNAVAILABLE');
    expect(await h.sql('SELECT 1 FROM tentativi WHERE ordine_id = $1', [request.ordineId])).toHaveLength(0);
    expect((await h.catalogo.parti([auto.ricambi[0].id]))[0].disponibile).toBe(true);
  });

  it('refuses parts of another listing and unknown parts', async () => {
    const auto = await inserzione();
    const altra = await inserzione();
    expect((await failure(h.call(ORDERS.order.place, checkout(auto.id, [altra.ricambi[0].id]), newBuyer()))).code).toBe('PARTS_UNAVAILABLE');
    expect((await failure(h.call(ORDERS.order.place, checkout(randomUUID(), [auto.ricambi[0].id]), newBuyer()))).code).toBe('PARTS_UNAVAILABLE');
  });

  it('shows the IBAN fallback case as a null IBAN when the seller has none', async () => {
    const venditore = newSeller();
    await h.registerSeller(venditore, 'Laura Ferrari');
    const auto = await h.catalogo.inserzione(venditore);
    expect((await place(newBuyer(), auto)).pagamento).toEqual({ beneficiario: 'Laura Ferrari', iban: null });
  });

  it('sells a safety part only to a buyer who has declared a repair business, whatever the request says', async () => {
    const venditore = newSeller();
    await h.registerSeller(venditore, 'Marco Bianchi', { nomeAttivita: 'Autodemolizioni Bianchi', iban: IBAN });
    const auto = await h.catalogo.inserzione(venditore, 1, [{ nome: 'Kit Airbag', prezzoCentesimi: 30_000, spedizioneCentesimi: 1_500 }]);
    const [musata, airbag] = auto.ricambi;

    // A consumer, straight to the API: refused as a whole, nothing reserved, the attempt forgotten.
    const consumatore = await h.registerBuyer();
    const richiesta = checkout(auto.id, [musata.id, airbag.id]);
    const rifiuto = await failure(h.call(ORDERS.order.place, richiesta, consumatore));
    expect(rifiuto.code).toBe('SAFETY_PARTS_RESTRICTED');
    expect((await h.catalogo.parti([musata.id, airbag.id])).map((p) => p.disponibile)).toEqual([true, true]);
    expect(await h.sql('SELECT 1 FROM tentativi WHERE ordine_id = $1', [richiesta.ordineId])).toHaveLength(0);

    // A repair business with its declaration in identity: the order carries the declaration for the seller.
    const officina = { ragioneSociale: 'Officina Rossi Snc', partitaIva: '01234567897', registro: 'BO-123456' };
    const autoriparatore = await h.registerBuyer({ officina });
    const ordine = await h.call(ORDERS.order.place, checkout(auto.id, [airbag.id]), autoriparatore);
    expect(ordine.officina).toEqual(officina);
    expect((await h.call(ORDERS.order.get, { ordineId: ordine.id }, venditore)).officina).toEqual(officina);

    // A declaration withdrawn counts from the next order on.
    await h.call(IDENTITY.user.updateBuyerProfile, { nome: 'Giulia Verdi', cap: null, officina: null }, autoriparatore);
    const ancora = await h.catalogo.inserzione(venditore, 0, [{ nome: 'Pompa ABS', prezzoCentesimi: 20_000, spedizioneCentesimi: 1_000 }]);
    expect((await failure(h.call(ORDERS.order.place, checkout(ancora.id, [ancora.ricambi[0].id]), autoriparatore))).code).toBe(
      'SAFETY_PARTS_RESTRICTED',
    );
  });

  it('keeps the fit each part was bought with for the buyer’s active vehicle, as catalogue worked it out, and shows it to both', async () => {
    // The listings here are a Fiat Panda of 2012, benzina, 1242 cc.
    const panda = { marca: 'Fiat', modello: 'Panda', anno: 2011, carburante: 'benzina', cilindrata: 1242, kw: 51, codiceMotore: '169A4000' } as const;
    const buyer = await h.registerBuyer({ veicolo: panda });
    const auto = await inserzione();
    const [musata, cambio] = auto.ricambi;
    const stessoModello = { livello: 'compatibile', motivo: 'stessa marca e modello, anni 2009–2013, benzina, 1242 cc' };
    const ordine = await place(buyer, auto, [musata, cambio]);
    const comprati = (o: OrdineDto) => Object.fromEntries(o.ricambi.map((r) => [r.nome, r.compatibilita]));
    expect(comprati(ordine)).toEqual({ Musata: stessoModello, Cambio: stessoModello });
    expect(comprati(await h.call(ORDERS.order.get, { ordineId: ordine.id }, auto.venditore))).toEqual({ Musata: stessoModello, Cambio: stessoModello });
    expect(await h.sql('SELECT compatibilita_livello, compatibilita_motivo FROM ordini_ricambi WHERE ordine_id = $1', [ordine.id])).toEqual([
      { compatibilita_livello: 'compatibile', compatibilita_motivo: stessoModello.motivo },
      { compatibilita_livello: 'compatibile', compatibilita_motivo: stessoModello.motivo },
    ]);

    // Another vehicle made active later changes nothing the order kept; the next order is judged for it.
    await h.call(IDENTITY.garage.add, { ...panda, marca: 'Volkswagen', modello: 'Golf', attivo: true }, buyer);
    expect(comprati(await h.call(ORDERS.order.get, { ordineId: ordine.id }, buyer))).toEqual({ Musata: stessoModello, Cambio: stessoModello });
    const perGolf = await place(buyer, auto, [auto.ricambi[2]]);
    expect(comprati(perGolf)).toEqual({ 'Centralina ECU': { livello: 'da_verificare', motivo: 'marca o modello diversi' } });

    // A buyer with an empty garage keeps none.
    const senzaVeicolo = await place(await h.registerBuyer(), await inserzione());
    expect(senzaVeicolo.ricambi.map((r) => r.compatibilita)).toEqual([null, null]);
  });

  it('is for buyers only', async () => {
    const auto = await inserzione();
    expect((await failure(place(auto.venditore, auto))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(ORDERS.order.place, checkout(auto.id, [auto.ricambi[0].id])))).code).toBe('UNAUTHENTICATED');
  });
});

describe('the seller’s status flow', () => {
  let auto: Inserzione;
  let buyer: Actor;
  let ordine: OrdineDto;

  beforeEach(async () => {
    auto = await inserzione();
    buyer = newBuyer();
    ordine = await place(buyer, auto);
  });

  const update = (stato: 'processing' | 'completed' | 'cancelled', actor: Actor = auto.venditore) =>
    h.call(ORDERS.order.updateStatus, { ordineId: ordine.id, stato }, actor);

  it('goes pending → processing → completed, records who and when, and sells the parts for good', async () => {
    expect((await update('processing')).stato).toBe('processing');
    const completato = await update('completed');
    expect(completato.cronologia.map((p) => [p.stato, p.autore])).toEqual([
      ['pending', 'acquirente'],
      ['processing', 'venditore'],
      ['completed', 'venditore'],
    ]);
    const parti = await h.catalogo.parti(ordine.ricambi.map((r) => r.ricambioId));
    expect(parti.every((p) => !p.disponibile && p.ordine_id === ordine.id && p.venduto_il !== null)).toBe(true);
    expect((await eventsOf(ORDERS_EVENTS.orderStatusChanged.subject, ordine.id)).map((e) => [e.precedente, e.stato, e.autore])).toEqual([
      ['pending', 'processing', 'venditore'],
      ['processing', 'completed', 'venditore'],
    ]);
    expect(await h.sql('SELECT 1 FROM ordini WHERE id = $1 AND ricambi_da_regolare', [ordine.id])).toHaveLength(0);
  });

  it('cancels from pending or processing and releases the parts, which can be bought again', async () => {
    await update('cancelled');
    expect((await h.catalogo.parti(ordine.ricambi.map((r) => r.ricambioId))).every((p) => p.disponibile)).toBe(true);
    await expect(place(newBuyer(), auto)).resolves.toMatchObject({ stato: 'pending' });
    const altro = await place(newBuyer(), auto, [auto.ricambi[2]]);
    await h.call(ORDERS.order.updateStatus, { ordineId: altro.id, stato: 'processing' }, auto.venditore);
    await expect(h.call(ORDERS.order.updateStatus, { ordineId: altro.id, stato: 'cancelled' }, auto.venditore)).resolves.toMatchObject({
      stato: 'cancelled',
    });
  });

  it('refuses moves docs/rules.md §5 does not allow: completed and cancelled are final, completing needs the transfer first', async () => {
    expect((await failure(update('completed'))).code).toBe('ORDER_STATUS_INVALID');
    await update('processing');
    expect((await failure(update('processing'))).code).toBe('ORDER_STATUS_INVALID');
    await update('completed');
    for (const stato of ['processing', 'completed', 'cancelled'] as const) expect((await failure(update(stato))).code).toBe('ORDER_STATUS_INVALID');
  });

  it('lets only the order’s seller act: another seller learns nothing, a buyer is refused', async () => {
    expect((await failure(update('processing', newSeller()))).code).toBe('ORDER_NOT_FOUND');
    expect((await failure(update('cancelled', buyer))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(ORDERS.order.updateStatus, { ordineId: ordine.id, stato: 'cancelled' }))).code).toBe('UNAUTHENTICATED');
    expect((await h.call(ORDERS.order.get, { ordineId: ordine.id }, buyer)).stato).toBe('pending');
  });
});

describe('reading orders', () => {
  it('shows an order to its buyer and its seller only', async () => {
    const auto = await inserzione();
    const buyer = newBuyer();
    const ordine = await place(buyer, auto);
    await expect(h.call(ORDERS.order.get, { ordineId: ordine.id }, buyer)).resolves.toEqual(ordine);
    await expect(h.call(ORDERS.order.get, { ordineId: ordine.id }, auto.venditore)).resolves.toEqual(ordine);
    for (const other of [newBuyer(), newSeller()]) {
      expect((await failure(h.call(ORDERS.order.get, { ordineId: ordine.id }, other))).code).toBe('ORDER_NOT_FOUND');
    }
    expect((await failure(h.call(ORDERS.order.get, { ordineId: ordine.id }))).code).toBe('UNAUTHENTICATED');
  });

  it('lists each party’s orders newest first, searched by the other party, the parts and the order code', async () => {
    const venditore = newSeller();
    await h.registerSeller(venditore, 'Paolo Neri', { nomeAttivita: 'Ricambi Neri' });
    const auto = await h.catalogo.inserzione(venditore);
    const buyer = newBuyer();
    const prima = await place(buyer, auto, [auto.ricambi[0]], { nome: 'Anna Rossi', email: 'anna@esempio.it' });
    const seconda = await place(buyer, auto, [auto.ricambi[1]], { nome: 'Anna Rossi', email: 'anna@esempio.it' });
    const altro = await place(newBuyer(), auto, [auto.ricambi[2]], { nome: 'Luca Gialli', telefono: '340 000 1111' });
    const ids = (ordini: OrdineDto[]) => ordini.map((o) => o.id);

    expect(ids(await h.call(ORDERS.order.mine, {}, buyer))).toEqual([seconda.id, prima.id]);
    expect(ids(await h.call(ORDERS.order.mine, { q: 'neri' }, buyer))).toEqual([seconda.id, prima.id]);
    expect(ids(await h.call(ORDERS.order.mine, { q: 'musata' }, buyer))).toEqual([prima.id]);
    expect(ids(await h.call(ORDERS.order.mine, { q: prima.codice.toLowerCase() }, buyer))).toEqual([prima.id]);
    expect(ids(await h.call(ORDERS.order.mine, { q: prima.id }, buyer))).toEqual([prima.id]);
    expect(ids(await h.call(ORDERS.order.mine, { q: 'gialli' }, buyer))).toEqual([]);

    expect(ids(await h.call(ORDERS.order.forSeller, {}, venditore))).toEqual([altro.id, seconda.id, prima.id]);
    expect(ids(await h.call(ORDERS.order.forSeller, { q: 'gialli' }, venditore))).toEqual([altro.id]);
    expect(ids(await h.call(ORDERS.order.forSeller, { q: '340 000' }, venditore))).toEqual([altro.id]);
    expect(ids(await h.call(ORDERS.order.forSeller, { q: 'ANNA@' }, venditore))).toEqual([seconda.id, prima.id]);
    expect(ids(await h.call(ORDERS.order.forSeller, { q: 'centralina' }, venditore))).toEqual([altro.id]);
    expect(await h.call(ORDERS.order.forSeller, {}, newSeller())).toEqual([]);
    expect((await failure(h.call(ORDERS.order.mine, {}, venditore))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(ORDERS.order.forSeller, {}, buyer))).code).toBe('FORBIDDEN');
  });

  it('counts the dashboards’ figures, cancelled orders out of the money', async () => {
    const auto = await inserzione();
    const buyer = newBuyer();
    const [a, b, c] = [await place(buyer, auto, [auto.ricambi[0]]), await place(buyer, auto, [auto.ricambi[1]]), await place(buyer, auto, [auto.ricambi[2]])];
    await h.call(ORDERS.order.updateStatus, { ordineId: b.id, stato: 'processing' }, auto.venditore);
    await h.call(ORDERS.order.updateStatus, { ordineId: c.id, stato: 'cancelled' }, auto.venditore);
    expect(await h.call(ORDERS.stats.buyer, {}, buyer)).toEqual({
      ordiniTotali: 3,
      inAttesa: 1,
      inLavorazione: 1,
      totaleSpesoCentesimi: a.totaleCentesimi + b.totaleCentesimi,
    });
    expect(await h.call(ORDERS.stats.seller, {}, auto.venditore)).toEqual({ ordini: 3, venditeCentesimi: a.totaleCentesimi + b.totaleCentesimi });
    expect(await h.call(ORDERS.stats.seller, {}, newSeller())).toEqual({ ordini: 0, venditeCentesimi: 0 });
  });

  it('lists a listing’s sold and reserved parts for its seller, with the buyer and the sale date', async () => {
    const auto = await inserzione();
    const venduto = await place(newBuyer(), auto, [auto.ricambi[0]], { nome: 'Anna Rossi', email: 'anna@esempio.it' });
    await h.call(ORDERS.order.updateStatus, { ordineId: venduto.id, stato: 'processing' }, auto.venditore);
    await h.call(ORDERS.order.updateStatus, { ordineId: venduto.id, stato: 'completed' }, auto.venditore);
    const cancellato = await place(newBuyer(), auto, [auto.ricambi[1]]);
    await h.call(ORDERS.order.updateStatus, { ordineId: cancellato.id, stato: 'cancelled' }, auto.venditore);
    const parti = await h.call(ORDERS.soldParts.byListing, { autoId: auto.id }, auto.venditore);
    expect(parti).toEqual([
      {
        ricambioId: auto.ricambi[0].id,
        nome: 'Musata',
        prezzoCentesimi: 60_000,
        spedizioneCentesimi: 8_000,
        ordineId: venduto.id,
        codice: venduto.codice,
        stato: 'completed',
        data: expect.any(String),
        acquirente: { nome: 'Anna Rossi', email: 'anna@esempio.it' },
      },
    ]);
    expect(await h.call(ORDERS.soldParts.byListing, { autoId: auto.id }, newSeller())).toEqual([]);
  });
});

describe('the sellers’ payment data', () => {
  it('follows identity’s events: a new IBAN shows on the seller’s orders', async () => {
    const auto = await inserzione();
    const ordine = await place(newBuyer(), auto);
    await h.registerSeller(auto.venditore, 'Marco Bianchi Jr', { nomeAttivita: null, iban: 'IT53A0538712900000002584731' });
    expect((await h.call(ORDERS.order.get, { ordineId: ordine.id }, auto.venditore)).pagamento).toEqual({
      beneficiario: 'Marco Bianchi Jr',
      iban: 'IT53A0538712900000002584731',
    });
  });
});
