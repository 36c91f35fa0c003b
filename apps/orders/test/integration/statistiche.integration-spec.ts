import type { Actor } from '@ricambiamo/contracts';
import { ORDERS, settimaneStatistiche } from '@ricambiamo/contracts';
import { failure } from '@ricambiamo/testing';
import type { Inserzione, OrdersHarness } from '../fixtures/orders-harness';
import { checkout, newBuyer, newSeller, startOrdersHarness } from '../fixtures/orders-harness';

/**
 * The seller's orders and sales per Italian week and most sold parts (docs/rules.md §3.15): orders not cancelled, in
 * the week they were placed on Italy's clock, the seller's own only.
 */
let h: OrdersHarness;

jest.setTimeout(60_000);

beforeAll(async () => {
  h = await startOrdersHarness('ricambiamo_orders_test_statistiche');
}, 120_000);

afterAll(async () => {
  await h.close();
});

const spostaGiorno = (giorno: string, giorni: number) => new Date(Date.parse(`${giorno}T12:00:00Z`) + giorni * 86_400_000).toISOString().slice(0, 10);

const registrati = new Set<string>();

async function inserzioneDi(venditore: Actor): Promise<Inserzione> {
  if (!registrati.has(venditore.userId)) await h.registerSeller(venditore, 'Marco Bianchi', { iban: 'IT60X0542811101000000123456' });
  registrati.add(venditore.userId);
  return h.catalogo.inserzione(venditore);
}

/** Orders the listing's parts named `nomi`, then moves the order to `giorno` at `ora` on Italy's clock. */
async function ordine(auto: Inserzione, nomi: string[], giorno: string | null, ora = '12:00'): Promise<string> {
  const parti = auto.ricambi.filter((r) => nomi.includes(r.nome)).map((r) => r.id);
  const { id } = await h.call(ORDERS.order.place, checkout(auto.id, parti), newBuyer());
  if (giorno) {
    await h.sql(`UPDATE ordini SET created_at = ($2::date + $3::time) AT TIME ZONE 'Europe/Rome' WHERE id = $1`, [id, giorno, ora]);
  }
  return id;
}

describe('a seller’s orders per week', () => {
  it('counts orders and sums their totals in the Italian week they were placed, leaving out cancelled ones and older weeks', async () => {
    const venditore = newSeller();
    const auto: Inserzione[] = [];
    for (let i = 0; i < 5; i++) auto.push(await inserzioneDi(venditore));
    const settimane = settimaneStatistiche(new Date());
    // Musata 600 € + 80 €, Cambio 450 € + 50 €, Centralina ECU 150,50 € + 9,99 €.
    await ordine(auto[0], ['Musata', 'Cambio'], settimane[3], '00:30');
    await ordine(auto[1], ['Cambio'], spostaGiorno(settimane[3], 6), '23:30');
    await ordine(auto[2], ['Centralina ECU'], settimane[4], '00:10');
    const cancellato = await ordine(auto[3], ['Musata'], null);
    await h.call(ORDERS.order.updateStatus, { ordineId: cancellato, stato: 'cancelled' }, venditore);
    await ordine(auto[4], ['Cambio'], spostaGiorno(settimane[0], -1), '23:00');
    // Another seller's order this week.
    await ordine(await inserzioneDi(newSeller()), ['Cambio'], null);

    const stats = await h.call(ORDERS.stats.sellerWeekly, {}, venditore);
    expect(stats.settimane.map((s) => s.settimana)).toEqual(settimane);
    const nonVuote = stats.settimane.filter((s) => s.ordini > 0);
    expect(nonVuote).toEqual([
      { settimana: settimane[3], ordini: 2, venditeCentesimi: 168_000 },
      { settimana: settimane[4], ordini: 1, venditeCentesimi: 16_049 },
    ]);
    expect(stats.settimane.filter((s) => s.ordini === 0).every((s) => s.venditeCentesimi === 0)).toBe(true);
    expect(stats.ricambiPiuVenduti).toEqual([
      { nome: 'Cambio', quantita: 2, venditeCentesimi: 100_000 },
      { nome: 'Musata', quantita: 1, venditeCentesimi: 68_000 },
      { nome: 'Centralina ECU', quantita: 1, venditeCentesimi: 16_049 },
    ]);
  });

  it('drops an order from its week once it is cancelled', async () => {
    const venditore = newSeller();
    const auto = await inserzioneDi(venditore);
    const id = await ordine(auto, ['Cambio'], null);
    const corrente = async () => (await h.call(ORDERS.stats.sellerWeekly, {}, venditore)).settimane.at(-1);
    expect(await corrente()).toMatchObject({ ordini: 1, venditeCentesimi: 50_000 });
    await h.call(ORDERS.order.updateStatus, { ordineId: id, stato: 'cancelled' }, venditore);
    expect(await corrente()).toMatchObject({ ordini: 0, venditeCentesimi: 0 });
    expect((await h.call(ORDERS.stats.sellerWeekly, {}, venditore)).ricambiPiuVenduti).toEqual([]);
  });

  it('are the seller’s own only: another seller reads none, a buyer or a visitor nothing at all', async () => {
    const venditore = newSeller();
    await ordine(await inserzioneDi(venditore), ['Musata'], null);
    const altro = await h.call(ORDERS.stats.sellerWeekly, {}, newSeller());
    expect(altro.settimane.every((s) => s.ordini === 0 && s.venditeCentesimi === 0)).toBe(true);
    expect(altro.ricambiPiuVenduti).toEqual([]);
    expect((await failure(h.call(ORDERS.stats.sellerWeekly, {}, newBuyer()))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(ORDERS.stats.sellerWeekly, {}, null))).code).toBe('UNAUTHENTICATED');
  });
});
