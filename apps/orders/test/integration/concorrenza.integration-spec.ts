import { Client } from 'pg';
import type { Actor } from '@ricambiamo/contracts';
import { ORDERS, ORDERS_EVENTS } from '@ricambiamo/contracts';
import { violazioni } from '../fixtures/invariante';
import type { OrdersHarness } from '../fixtures/orders-harness';
import { checkout, newBuyer, startOrdersHarness } from '../fixtures/orders-harness';

let h: OrdersHarness;

beforeAll(async () => {
  h = await startOrdersHarness('ricambiamo_orders_test_concorrenza');
}, 120_000);

afterAll(async () => {
  await h.close();
});

const ROUNDS = 50;
const BUYERS = 100;

describe('buyers racing for one part', () => {
  it(`gives the part to exactly one of ${BUYERS} buyers, in each of ${ROUNDS} rounds, and a clear refusal to the others`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const auto = await h.catalogo.inserzione(undefined, 1);
      const [parte] = auto.ricambi;
      const results = await Promise.allSettled(
        Array.from({ length: BUYERS }, () => h.call(ORDERS.order.place, checkout(auto.id, [parte.id]), newBuyer())),
      );
      const vinti = results.filter((r) => r.status === 'fulfilled');
      const rifiuti = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []));
      expect({ round, vinti: vinti.length, rifiuti: [...new Set(rifiuti)] }).toEqual({ round, vinti: 1, rifiuti: ['PARTS_UNAVAILABLE'] });
      const [{ ordine_id }] = await h.catalogo.parti([parte.id]);
      expect(ordine_id).toBe((vinti[0] as PromiseFulfilledResult<{ id: string }>).value.id);
    }
    expect(await h.sql('SELECT 1 FROM ordini')).toHaveLength(ROUNDS);
    expect(await h.sql('SELECT 1 FROM tentativi')).toHaveLength(0);
    expect(await violazioni(h.sql, h.catalogo)).toEqual([]);
  }, 120_000);
});

describe('the seller’s actions racing on one order', () => {
  it('ends “Completa” racing “Cancella” in one final state, with the parts matching it', async () => {
    const esiti: string[] = [];
    for (let i = 0; i < 20; i++) {
      const auto = await h.catalogo.inserzione(undefined, 2);
      const venditore: Actor = auto.venditore;
      const ordine = await h.call(ORDERS.order.place, checkout(auto.id, auto.ricambi.map((r) => r.id)), newBuyer());
      await h.call(ORDERS.order.updateStatus, { ordineId: ordine.id, stato: 'processing' }, venditore);
      const azioni = (i % 2 === 0 ? (['completed', 'cancelled'] as const) : (['cancelled', 'completed'] as const)).map((stato) =>
        h.call(ORDERS.order.updateStatus, { ordineId: ordine.id, stato }, venditore),
      );
      const [a, b] = await Promise.allSettled(azioni);
      const vinto = [a, b].filter((r) => r.status === 'fulfilled');
      expect(vinto).toHaveLength(1);
      const perso = [a, b].find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(perso?.reason).toMatchObject({ code: 'ORDER_STATUS_INVALID' });
      const [{ stato }] = await h.sql<{ stato: string }>('SELECT stato FROM ordini WHERE id = $1', [ordine.id]);
      esiti.push(stato);
      const parti = await h.catalogo.parti(auto.ricambi.map((r) => r.id));
      if (stato === 'completed') expect(parti.every((p) => p.ordine_id === ordine.id && p.venduto_il !== null)).toBe(true);
      else expect(parti.every((p) => p.disponibile)).toBe(true);
      const eventi = await h.sql("SELECT 1 FROM outbox_events WHERE subject = $1 AND payload->>'ordineId' = $2", [
        ORDERS_EVENTS.orderStatusChanged.subject,
        ordine.id,
      ]);
      expect(eventi).toHaveLength(2);
    }
    expect(esiti.every((s) => s === 'completed' || s === 'cancelled')).toBe(true);
    expect(await violazioni(h.sql, h.catalogo)).toEqual([]);
  }, 60_000);
});

describe('one seller’s orders and the seller’s lock', () => {
  /** A transaction of its own holding the seller's advisory lock as an order (shared) or a suspension (alone) takes it. */
  async function tieneIlBlocco(venditoreId: string, modo: 'condiviso' | 'esclusivo') {
    const db = new Client({ connectionString: h.databaseUrl });
    await db.connect();
    await db.query('BEGIN');
    const funzione = modo === 'condiviso' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
    await db.query(`SELECT ${funzione}(hashtext($1))`, [`orders.venditore:${venditoreId}`]);
    return async () => {
      await db.query('COMMIT');
      await db.end();
    };
  }

  it('writes an order while another of the same seller is being written, and waits for a suspension being noted', async () => {
    const auto = await h.catalogo.inserzione(undefined, 2);
    const [primo, secondo] = auto.ricambi;

    const ordineInScrittura = await tieneIlBlocco(auto.venditore.userId, 'condiviso');
    try {
      const ordine = await h.call(ORDERS.order.place, checkout(auto.id, [primo.id]), newBuyer());
      expect(ordine.stato).toBe('pending');
    } finally {
      await ordineInScrittura();
    }

    const sospensioneInCorso = await tieneIlBlocco(auto.venditore.userId, 'esclusivo');
    let scritto = false;
    const piazzamento = h.call(ORDERS.order.place, checkout(auto.id, [secondo.id]), newBuyer()).finally(() => (scritto = true));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(scritto).toBe(false);
    await sospensioneInCorso();
    expect((await piazzamento).stato).toBe('pending');
    expect(await violazioni(h.sql, h.catalogo)).toEqual([]);
  }, 60_000);
});
