import { randomUUID } from 'node:crypto';
import type { Actor, OrdineDto } from '@ricambiamo/contracts';
import { MESSAGGI_RECESSO, ORDERS, ORDERS_EVENTS } from '@ricambiamo/contracts';
import { failure } from '@ricambiamo/testing';
import type { Inserzione, OrdersHarness } from '../fixtures/orders-harness';
import { checkout, newBuyer, newSeller, startOrdersHarness } from '../fixtures/orders-harness';

let h: OrdersHarness;

/** Long enough for a test's steps, short enough to see it end. */
const FINESTRA_SECONDI = 6;

beforeAll(async () => {
  h = await startOrdersHarness('ricambiamo_orders_test_recesso', { WITHDRAWAL_WINDOW_SECONDS: String(FINESTRA_SECONDI) });
}, 120_000);

afterAll(async () => {
  await h.close();
});

async function inserzione(): Promise<Inserzione> {
  const venditore = newSeller();
  await h.registerSeller(venditore, 'Marco Bianchi', { nomeAttivita: 'Autodemolizioni Bianchi', iban: 'IT60X0542811101000000123456' });
  return h.catalogo.inserzione(venditore);
}

/** An order of two parts, paid and delivered: the seller moved it to processing, then completed. */
async function consegnato(buyer: Actor = newBuyer()): Promise<{ auto: Inserzione; buyer: Actor; ordine: OrdineDto }> {
  const auto = await inserzione();
  const ordine = await h.call(ORDERS.order.place, checkout(auto.id, auto.ricambi.slice(0, 2).map((r) => r.id)), buyer);
  await h.call(ORDERS.order.updateStatus, { ordineId: ordine.id, stato: 'processing' }, auto.venditore);
  return { auto, buyer, ordine: await h.call(ORDERS.order.updateStatus, { ordineId: ordine.id, stato: 'completed' }, auto.venditore) };
}

const recedi = (buyer: Actor, ordine: OrdineDto, ricambiIds = [ordine.ricambi[0].ricambioId]) =>
  h.call(ORDERS.withdrawal.request, { ordineId: ordine.id, ricambiIds, motivo: 'non-compatibile', dettagli: 'Serve per la versione 1.4' }, buyer);

const avanza = (actor: Actor, ordine: OrdineDto, stato: 'accettato' | 'ricevuto' | 'rimborsato', rimettiInVendita?: boolean) =>
  h.call(ORDERS.withdrawal.advance, { ordineId: ordine.id, stato, rimettiInVendita }, actor);

/** The withdrawal events the order wrote, oldest first. */
const eventiRecesso = async (ordineId: string) =>
  (
    await h.sql<{ payload: { recesso: Record<string, unknown> } }>(
      "SELECT payload FROM outbox_events WHERE subject = $1 AND payload->>'ordineId' = $2 ORDER BY occurred_at",
      [ORDERS_EVENTS.withdrawalChanged.subject, ordineId],
    )
  ).map((e) => e.payload.recesso);

describe('a consumer’s withdrawal', () => {
  it('is offered from delivery until the window ends, for the parts and reason the buyer picks, once', async () => {
    const { buyer, ordine } = await consegnato();
    const consegna = Date.parse(ordine.cronologia.find((p) => p.stato === 'completed')!.il);
    expect(Date.parse(ordine.recessoEntro!)).toBe(consegna + FINESTRA_SECONDI * 1000);

    const [parte] = ordine.ricambi;
    const dopo = await recedi(buyer, ordine);
    const richiesto = {
      stato: 'richiesto',
      motivo: 'non-compatibile',
      dettagli: 'Serve per la versione 1.4',
      importoCentesimi: parte.prezzoCentesimi + parte.spedizioneCentesimi,
      rimessiInVendita: false,
      // Bought without a vehicle: no fit was promised, the return shipping is the customer's.
      erroreVenditore: false,
    };
    expect(dopo.recesso).toEqual({ ...richiesto, ricambiIds: [parte.ricambioId], passaggi: [{ stato: 'richiesto', il: expect.any(String) }] });
    // Announced for the seller's notification, with the parts' names and the reason.
    expect(await eventiRecesso(ordine.id)).toEqual([{ ...richiesto, ricambi: [parte.nome] }]);
    expect(dopo.recessoEntro).toBeNull();
    expect((await failure(recedi(buyer, ordine))).code).toBe('WITHDRAWAL_EXISTS');
    // The seller sees it on the order.
    expect((await h.call(ORDERS.order.forSeller, {}, { userId: dopo.venditore.id, role: 'venditore' })).find((o) => o.id === ordine.id)?.recesso?.stato).toBe(
      'richiesto',
    );
  });

  it('puts the return shipping on the seller for a part bought as Compatibile that does not fit, decided from the fit the order kept', async () => {
    // The listings here are a Fiat Panda of 2012, benzina, 1242 cc: its parts are Compatibile for this buyer's Panda.
    const panda = { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, kw: 51 } as const;
    const { auto, buyer, ordine } = await consegnato(await h.registerBuyer({ veicolo: panda }));
    expect(ordine.ricambi.map((r) => r.compatibilita?.livello)).toEqual(['compatibile', 'compatibile']);
    const dopo = await recedi(buyer, ordine);
    expect(dopo.recesso).toMatchObject({ motivo: 'non-compatibile', erroreVenditore: true });
    expect((await h.call(ORDERS.order.get, { ordineId: ordine.id }, auto.venditore)).recesso?.erroreVenditore).toBe(true);
    expect(await h.sql('SELECT errore_venditore FROM recessi WHERE ordine_id = $1', [ordine.id])).toEqual([{ errore_venditore: true }]);
    // Carried to the notifications, which say who pays the return shipping.
    expect(await eventiRecesso(ordine.id)).toEqual([expect.objectContaining({ erroreVenditore: true })]);
    await avanza(auto.venditore, ordine, 'accettato');
    expect((await eventiRecesso(ordine.id)).map((e) => e.erroreVenditore)).toEqual([true, true]);

    // The same parts going back for another reason: the customer's, as for any change of mind.
    const ripensamento = await consegnato(buyer);
    const { recesso } = await h.call(
      ORDERS.withdrawal.request,
      { ordineId: ripensamento.ordine.id, ricambiIds: [ripensamento.ordine.ricambi[0].ricambioId], motivo: 'ripensamento' },
      buyer,
    );
    expect(recesso).toMatchObject({ motivo: 'ripensamento', erroreVenditore: false });
  });

  it('goes accettato → ricevuto → rimborsato by the order’s seller only, one step at a time', async () => {
    const { auto, buyer, ordine } = await consegnato();
    await recedi(buyer, ordine, ordine.ricambi.map((r) => r.ricambioId));

    // Nobody else moves it: another seller finds no order, the buyer has no seller's step.
    expect((await failure(avanza(newSeller(), ordine, 'accettato'))).code).toBe('ORDER_NOT_FOUND');
    expect((await failure(avanza(buyer, ordine, 'accettato'))).code).toBe('FORBIDDEN');
    expect((await failure(avanza(auto.venditore, ordine, 'ricevuto'))).code).toBe('WITHDRAWAL_STATUS_INVALID');

    await avanza(auto.venditore, ordine, 'accettato');
    await avanza(auto.venditore, ordine, 'ricevuto');
    const rimborsato = await avanza(auto.venditore, ordine, 'rimborsato');
    expect(rimborsato.recesso?.passaggi.map((p) => p.stato)).toEqual(['richiesto', 'accettato', 'ricevuto', 'rimborsato']);
    expect(rimborsato.recesso?.importoCentesimi).toBe(ordine.totaleCentesimi);
    expect((await failure(avanza(auto.venditore, ordine, 'rimborsato'))).code).toBe('WITHDRAWAL_STATUS_INVALID');
    // The buyer reads every step on the order, and each was announced.
    expect((await h.call(ORDERS.order.get, { ordineId: ordine.id }, buyer)).recesso?.stato).toBe('rimborsato');
    expect((await eventiRecesso(ordine.id)).map((e) => e.stato)).toEqual(['richiesto', 'accettato', 'ricevuto', 'rimborsato']);
    // Not put on sale again: the parts stay sold.
    expect((await h.catalogo.parti(auto.ricambi.slice(0, 2).map((r) => r.id))).every((p) => p.venduto_il !== null)).toBe(true);
  });

  it('puts the returned parts on sale again when the seller receives them and asks for it', async () => {
    const { auto, buyer, ordine } = await consegnato();
    const [reso, tenuto] = ordine.ricambi;
    await recedi(buyer, ordine, [reso.ricambioId]);
    const relistPrima = await failure(avanza(auto.venditore, ordine, 'accettato', true));
    expect(relistPrima.fields).toEqual({ rimettiInVendita: MESSAGGI_RECESSO.rimettiSoloRicevuti });
    await avanza(auto.venditore, ordine, 'accettato');
    const ricevuto = await avanza(auto.venditore, ordine, 'ricevuto', true);
    expect(ricevuto.recesso).toMatchObject({ stato: 'ricevuto', rimessiInVendita: true });

    // Only the returned part is available again, free of the order; the kept one stays sold to it.
    const parti = new Map((await h.catalogo.parti([reso.ricambioId, tenuto.ricambioId])).map((p) => [p.id, p]));
    expect(parti.get(reso.ricambioId)).toMatchObject({ disponibile: true, ordine_id: null, venduto_il: null });
    expect(parti.get(tenuto.ricambioId)).toMatchObject({ disponibile: false, ordine_id: ordine.id });
    // The listing's sold parts no longer count it; another buyer can order it.
    const venduti = await h.call(ORDERS.soldParts.byListing, { autoId: auto.id }, auto.venditore);
    expect(venduti.map((v) => v.ricambioId)).toEqual([tenuto.ricambioId]);
    const nuovo = await h.call(ORDERS.order.place, checkout(auto.id, [reso.ricambioId]), newBuyer());
    expect(nuovo.ricambi.map((r) => r.ricambioId)).toEqual([reso.ricambioId]);
    expect((await eventiRecesso(ordine.id)).at(-1)).toMatchObject({ stato: 'ricevuto', rimessiInVendita: true });
  });

  it('is for the order’s consumer buyer only, on a delivered order, with its own parts', async () => {
    const { buyer, ordine } = await consegnato();
    expect((await failure(recedi(newBuyer(), ordine))).code).toBe('ORDER_NOT_FOUND');
    expect((await failure(recedi({ userId: ordine.venditore.id, role: 'venditore' }, ordine))).code).toBe('FORBIDDEN');
    const estraneo = await failure(recedi(buyer, ordine, [randomUUID()]));
    expect([estraneo.code, estraneo.fields]).toEqual(['VALIDATION_FAILED', { ricambiIds: MESSAGGI_RECESSO.ricambi }]);
    // What a client that skipped the form could send: the contract's type requires the reason, the schema checks it.
    const senzaMotivo = await failure(
      h.call(ORDERS.withdrawal.request, { ordineId: ordine.id, ricambiIds: [ordine.ricambi[0].ricambioId] } as never, buyer),
    );
    expect(senzaMotivo.fields).toEqual({ motivo: MESSAGGI_RECESSO.motivo });

    // Not yet delivered.
    const auto = await inserzione();
    const inAttesa = await h.call(ORDERS.order.place, checkout(auto.id, [auto.ricambi[0].id]), buyer);
    expect(inAttesa.recessoEntro).toBeNull();
    expect((await failure(recedi(buyer, inAttesa))).code).toBe('WITHDRAWAL_NOT_ALLOWED');

    // A declared repair business buys as a business: the law protects consumers only.
    const officina = await h.registerBuyer({ officina: { ragioneSociale: 'Officina Rossi Snc', partitaIva: '01234567897', registro: 'BO-RA 1' } });
    const { ordine: aziendale } = await consegnato(officina);
    expect(aziendale.recessoEntro).toBeNull();
    expect((await failure(recedi(officina, aziendale))).code).toBe('WITHDRAWAL_NOT_ALLOWED');
  });

  it('is no longer offered once the window is over', async () => {
    const { buyer, ordine } = await consegnato();
    await new Promise((fine) => setTimeout(fine, Date.parse(ordine.recessoEntro!) - Date.now() + 200));
    expect((await h.call(ORDERS.order.get, { ordineId: ordine.id }, buyer)).recessoEntro).toBeNull();
    expect((await failure(recedi(buyer, ordine))).code).toBe('WITHDRAWAL_EXPIRED');
  }, 20_000);
});
