import { randomUUID } from 'node:crypto';
import type { Actor, AutoDettaglioDto, ReservePartsRequest } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import { failure } from '@ricambiamo/testing';
import type { CatalogueHarness } from '../fixtures/catalogue-harness';
import { inserzione, modifica, newBuyer, newSeller, startCatalogueHarness } from '../fixtures/catalogue-harness';

let h: CatalogueHarness;

beforeAll(async () => {
  h = await startCatalogueHarness('ricambiamo_catalogue_test_ricambi');
}, 120_000);

afterAll(async () => {
  await h.close();
});

const PARTS = CATALOGUE.parts;
const inUnGiorno = () => new Date(Date.now() + 24 * 3600_000).toISOString();
const traUnMinuto = () => new Date(Date.now() + 60_000).toISOString();

async function listing(): Promise<{ seller: Actor; auto: AutoDettaglioDto }> {
  const seller = newSeller();
  await h.buy(seller);
  return { seller, auto: await h.call(CATALOGUE.listing.create, inserzione(), seller) };
}

/** A reservation for a new order of a new buyer, as orders asks for it. */
const richiesta = (auto: AutoDettaglioDto, ricambiIds: string[], extra: Partial<ReservePartsRequest> = {}): ReservePartsRequest => ({
  ordineId: randomUUID(),
  acquirenteId: newBuyer().userId,
  autoId: auto.id,
  ricambiIds,
  scadenza: inUnGiorno(),
  entro: traUnMinuto(),
  officina: false,
  ...extra,
});

function reserve(auto: AutoDettaglioDto, ricambiIds: string[], extra: Partial<ReservePartsRequest> = {}) {
  const request = richiesta(auto, ricambiIds, extra);
  return { request, reply: h.call(PARTS.reserve, request) };
}

const detail = (auto: AutoDettaglioDto) => h.call(CATALOGUE.listing.get, { id: auto.id });
const availability = async (auto: AutoDettaglioDto) =>
  Object.fromEntries((await detail(auto)).ricambi.map((r) => [r.nome, r.disponibile]));
/** Orders learns what changed from the reply: no event of catalogue names the order. */
const eventsFor = async (ordineId: string) => h.sql("SELECT subject FROM outbox_events WHERE payload->>'ordineId' = $1", [ordineId]);

describe('reserving parts for an order', () => {
  it('takes every requested part and answers with their snapshots', async () => {
    const { seller, auto } = await listing();
    const [musata, cambio] = auto.ricambi;
    const { request, reply } = reserve(auto, [musata.id, cambio.id]);
    expect(await reply).toEqual({
      venditoreId: seller.userId,
      autoId: auto.id,
      ricambi: expect.arrayContaining([
        {
          ricambioId: musata.id,
          nome: 'Musata',
          descrizione: 'Completa di fari',
          prezzoCentesimi: 60_000,
          spedizioneCentesimi: 8_000,
          compatibilita: null,
        },
        { ricambioId: cambio.id, nome: 'Cambio', descrizione: null, prezzoCentesimi: 45_000, spedizioneCentesimi: 5_000, compatibilita: null },
      ]),
    });
    expect(await availability(auto)).toEqual({ Musata: false, Cambio: false, 'Centralina ECU': true });
    expect(await detail(auto)).toMatchObject({ ricambiDisponibili: 1, ricambiTotali: 3 });
    expect((await h.call(CATALOGUE.listing.search, { marca: 'Volkswagen', soloDisponibili: true })).items.find((c) => c.id === auto.id)).toMatchObject({
      ricambiDisponibili: 1,
    });
    expect(await eventsFor(request.ordineId)).toEqual([]);
  });

  it('answers each part’s fit for the buyer’s vehicle, which the order keeps, and none without a vehicle', async () => {
    const { auto } = await listing();
    const parte = (nome: string) => auto.ricambi.find((r) => r.nome === nome)!;
    const golf = { marca: 'Volkswagen', modello: 'Golf', anno: 2014, carburante: 'diesel', cilindrata: 1598, kw: 81, codiceMotore: null } as const;
    const { reply } = reserve(auto, [parte('Musata').id], { veicolo: golf });
    expect((await reply).ricambi).toEqual([
      expect.objectContaining({
        nome: 'Musata',
        compatibilita: { livello: 'compatibile', motivo: 'stessa marca e modello, anni 2012–2016, diesel, 1598 cc' },
      }),
    ]);
    const panda = { ...golf, marca: 'Fiat', modello: 'Panda', carburante: 'benzina', cilindrata: 1242, kw: 51 } as const;
    const perPanda = reserve(auto, [parte('Cambio').id], { veicolo: panda });
    expect((await perPanda.reply).ricambi).toEqual([
      expect.objectContaining({ nome: 'Cambio', compatibilita: { livello: 'da_verificare', motivo: 'marca o modello diversi' } }),
    ]);
    // The retry of a reservation answers the fit again.
    await expect(h.call(PARTS.reserve, perPanda.request)).resolves.toEqual(await perPanda.reply);
    const senzaVeicolo = reserve(auto, [parte('Centralina ECU').id], { veicolo: null });
    expect((await senzaVeicolo.reply).ricambi).toEqual([expect.objectContaining({ nome: 'Centralina ECU', compatibilita: null })]);
  });

  it('reserves a safety part only for a declared repair business, and for anyone else nothing of the order', async () => {
    const { seller } = await listing();
    const auto = await h.call(
      CATALOGUE.listing.create,
      inserzione({
        ricambi: [
          { nome: 'Kit Airbag', prezzoCentesimi: 30_000, spedizioneCentesimi: 1_500 },
          { nome: 'Cambio', prezzoCentesimi: 45_000, spedizioneCentesimi: 5_000 },
        ],
      }),
      seller,
    );
    const parte = (nome: string) => auto.ricambi.find((r) => r.nome === nome)!;
    const [airbag, cambio] = [parte('Kit Airbag'), parte('Cambio')];
    const rifiutata = reserve(auto, [cambio.id, airbag.id]);
    expect((await failure(rifiutata.reply)).code).toBe('SAFETY_PARTS_RESTRICTED');
    expect(await availability(auto)).toEqual({ 'Kit Airbag': true, Cambio: true });

    // The same flag the orders service sends after asking identity: a consumer's order without the part goes through.
    await expect(reserve(auto, [cambio.id]).reply).resolves.toMatchObject({ ricambi: [expect.objectContaining({ nome: 'Cambio' })] });
    await expect(reserve(auto, [airbag.id], { officina: true }).reply).resolves.toMatchObject({
      ricambi: [expect.objectContaining({ nome: 'Kit Airbag' })],
    });
    expect(await availability(auto)).toEqual({ 'Kit Airbag': false, Cambio: false });
  });

  it('answers a retry of the same order the same, and changes nothing more', async () => {
    const { auto } = await listing();
    const { request, reply } = reserve(auto, [auto.ricambi[0].id]);
    const first = await reply;
    await expect(h.call(PARTS.reserve, request)).resolves.toEqual(first);
    expect(await availability(auto)).toEqual({ Musata: false, Cambio: true, 'Centralina ECU': true });
  });

  it('takes none when one part is held by another order, and says the parts are unavailable', async () => {
    const { auto } = await listing();
    const [musata, cambio] = auto.ricambi;
    await reserve(auto, [cambio.id]).reply;
    expect((await failure(reserve(auto, [musata.id, cambio.id]).reply)).code).toBe('PARTS_UNAVAILABLE');
    expect(await availability(auto)).toEqual({ Musata: true, Cambio: false, 'Centralina ECU': true });
  });

  it('refuses parts of another listing, unknown parts, another buyer under the same order id and a late request', async () => {
    const { auto } = await listing();
    const { auto: other } = await listing();
    const [musata] = auto.ricambi;
    expect((await failure(reserve(auto, [other.ricambi[0].id]).reply)).code).toBe('PARTS_UNAVAILABLE');
    expect((await failure(reserve(auto, [randomUUID()]).reply)).code).toBe('PARTS_UNAVAILABLE');
    expect((await failure(reserve({ ...auto, id: randomUUID() }, [musata.id]).reply)).code).toBe('PARTS_UNAVAILABLE');
    const { request, reply } = reserve(auto, [musata.id]);
    await reply;
    expect((await failure(h.call(PARTS.reserve, { ...request, acquirenteId: newBuyer().userId }))).code).toBe('PARTS_UNAVAILABLE');
    // Orders gave the attempt up by then and released what it held: taking the part now would hold it forever.
    const late = reserve(auto, [auto.ricambi[1].id], { entro: new Date(Date.now() - 1000).toISOString() });
    expect((await failure(late.reply)).code).toBe('PARTS_UNAVAILABLE');
    expect(await availability(auto)).toEqual({ Musata: false, Cambio: true, 'Centralina ECU': true });
  });

  it('lets exactly one of many simultaneous orders take a part', async () => {
    const { auto } = await listing();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => reserve(auto, [auto.ricambi[0].id]).reply));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : [])))).toEqual(
      new Set(['PARTS_UNAVAILABLE']),
    );
  });

  it('is refused to any user: only services send it', async () => {
    const { seller, auto } = await listing();
    const request = richiesta(auto, [auto.ricambi[0].id]);
    const buyer = { userId: request.acquirenteId, role: 'acquirente' } as const;
    for (const actor of [buyer, seller]) {
      expect((await failure(h.call(PARTS.reserve, request, actor))).code).toBe('FORBIDDEN');
      expect((await failure(h.call(PARTS.release, { ordineId: request.ordineId }, actor))).code).toBe('FORBIDDEN');
      expect((await failure(h.call(PARTS.sell, { ordineId: request.ordineId }, actor))).code).toBe('FORBIDDEN');
      expect((await failure(h.call(PARTS.relist, { ordineId: request.ordineId, ricambiIds: [auto.ricambi[0].id] }, actor))).code).toBe('FORBIDDEN');
    }
    expect(await availability(auto)).toEqual({ Musata: true, Cambio: true, 'Centralina ECU': true });
  });
});

describe('releasing and selling an order’s parts', () => {
  it('makes released parts available again, once', async () => {
    const { auto } = await listing();
    const { request, reply } = reserve(auto, [auto.ricambi[0].id, auto.ricambi[1].id]);
    await reply;
    expect(await h.call(PARTS.release, { ordineId: request.ordineId })).toEqual({ ricambi: 2 });
    expect(await h.call(PARTS.release, { ordineId: request.ordineId })).toEqual({ ricambi: 0 });
    expect(await availability(auto)).toEqual({ Musata: true, Cambio: true, 'Centralina ECU': true });
    expect(await eventsFor(request.ordineId)).toEqual([]);
    // Available again: another order takes it.
    await expect(reserve(auto, [auto.ricambi[0].id]).reply).resolves.toMatchObject({ autoId: auto.id });
  });

  it('keeps sold parts sold for good: neither a release nor another order takes them back', async () => {
    const { auto } = await listing();
    const { request, reply } = reserve(auto, [auto.ricambi[0].id]);
    await reply;
    expect(await h.call(PARTS.sell, { ordineId: request.ordineId })).toEqual({ ricambi: 1 });
    expect(await h.call(PARTS.sell, { ordineId: request.ordineId })).toEqual({ ricambi: 0 });
    expect(await h.call(PARTS.release, { ordineId: request.ordineId })).toEqual({ ricambi: 0 });
    expect((await failure(reserve(auto, [auto.ricambi[0].id]).reply)).code).toBe('PARTS_UNAVAILABLE');
    expect(await availability(auto)).toEqual({ Musata: false, Cambio: true, 'Centralina ECU': true });
    expect(await eventsFor(request.ordineId)).toEqual([]);
  });

  it('puts sold parts that came back with a withdrawal on sale again, only those, once', async () => {
    const { auto } = await listing();
    const [reso, tenuto] = auto.ricambi;
    const { request, reply } = reserve(auto, [reso.id, tenuto.id]);
    await reply;
    // Reserved, not sold yet: nothing to relist (a pending order's parts are released, not relisted).
    expect(await h.call(PARTS.relist, { ordineId: request.ordineId, ricambiIds: [reso.id] })).toEqual({ ricambi: 0 });
    await h.call(PARTS.sell, { ordineId: request.ordineId });
    expect(await h.call(PARTS.relist, { ordineId: request.ordineId, ricambiIds: [reso.id] })).toEqual({ ricambi: 1 });
    expect(await h.call(PARTS.relist, { ordineId: request.ordineId, ricambiIds: [reso.id] })).toEqual({ ricambi: 0 });
    expect(await availability(auto)).toEqual({ Musata: true, Cambio: false, 'Centralina ECU': true });
    expect(await eventsFor(request.ordineId)).toEqual([]);
    // Another order's id relists nothing of this one.
    expect(await h.call(PARTS.relist, { ordineId: randomUUID(), ricambiIds: [tenuto.id] })).toEqual({ ricambi: 0 });
    await expect(reserve(auto, [reso.id]).reply).resolves.toMatchObject({ autoId: auto.id });
  });

  it('never leaves a part in two orders, whatever the order of calls', async () => {
    const [{ n }] = await h.sql<{ n: string }>(
      'SELECT count(*) AS n FROM ricambi WHERE disponibile <> (ordine_id IS NULL) OR (venduto_il IS NOT NULL AND ordine_id IS NULL)',
    );
    expect(Number(n)).toBe(0);
  });
});

describe('listing writes around orders', () => {
  it('refuses to delete a listing with a part in an open order, and deletes it once released', async () => {
    const { seller, auto } = await listing();
    const { request, reply } = reserve(auto, [auto.ricambi[0].id]);
    await reply;
    expect((await failure(h.call(CATALOGUE.listing.delete, { id: auto.id }, seller))).code).toBe('LISTING_HAS_OPEN_ORDERS');
    expect((await detail(auto)).id).toBe(auto.id);
    await h.call(PARTS.release, { ordineId: request.ordineId });
    await expect(h.call(CATALOGUE.listing.delete, { id: auto.id }, seller)).resolves.toEqual({ ok: true });
  });

  it('deletes a listing whose parts were sold: the orders keep their own copies', async () => {
    const { seller, auto } = await listing();
    const { request, reply } = reserve(auto, [auto.ricambi[0].id]);
    await reply;
    await h.call(PARTS.sell, { ordineId: request.ordineId });
    await expect(h.call(CATALOGUE.listing.delete, { id: auto.id }, seller)).resolves.toEqual({ ok: true });
  });

  it('refuses to change a reserved part, and keeps it reserved when an edit leaves it out', async () => {
    const { seller, auto } = await listing();
    const musata = auto.ricambi[0];
    await reserve(auto, [musata.id]).reply;
    const reserved = await detail(auto);
    const request = modifica(reserved);
    request.ricambi[0] = { ...request.ricambi[0], prezzoCentesimi: 1 };
    expect((await failure(h.call(CATALOGUE.listing.update, request, seller))).code).toBe('PART_SOLD');
    const edited = await h.call(CATALOGUE.listing.update, modifica(reserved, { ricambi: modifica(reserved).ricambi.slice(1) }), seller);
    expect(edited.ricambi.find((r) => r.id === musata.id)).toMatchObject({ disponibile: false, prezzoCentesimi: 60_000 });
    expect(await h.sql('SELECT 1 FROM ricambi WHERE id = $1 AND ordine_id IS NOT NULL', [musata.id])).toHaveLength(1);
  });
});
