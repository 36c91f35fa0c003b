// Cars for the order benchmarks, written straight into catalogue's database (a fixture, not the product's path).
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import type { PlaceOrderRequest } from '@ricambiamo/contracts';
import { DEMO_VENDITORE_ID } from '@ricambiamo/contracts';

/** Parts per order: each order takes its own car's, so orders do not queue on one car's lock. */
export const PARTS = 2;

export interface Auto {
  id: string;
  ricambiIds: string[];
}

/** `count` cars of the demo seller with PARTS available parts each, written straight into catalogue (a fixture). */
export async function seedCars(catalogue: Pool, count: number): Promise<Auto[]> {
  const { rows } = await catalogue.query<{ id: string }>(
    `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, updated_at)
     SELECT gen_random_uuid(), $1::uuid, 'Fiat', 'Panda', 2012, 90000, 69, 51, 1242, 'benzina', now()
     FROM generate_series(1, $2::int)
     RETURNING id`,
    [DEMO_VENDITORE_ID, count],
  );
  const ids = rows.map((r) => r.id);
  const parts = await catalogue.query<{ auto_id: string; id: string }>(
    `INSERT INTO ricambi (id, auto_id, nome, prezzo_centesimi, spedizione_centesimi)
     SELECT gen_random_uuid(), a.id, (ARRAY['Faro anteriore sinistro', 'Specchietto destro'])[k], 4500 * k, 900
     FROM unnest($1::uuid[]) a(id), generate_series(1, $2::int) k
     RETURNING auto_id, id`,
    [ids, PARTS],
  );
  const byCar = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const p of parts.rows) byCar.get(p.auto_id)!.push(p.id);
  return ids.map((id) => ({ id, ricambiIds: byCar.get(id)! }));
}

export const checkout = (auto: Auto): PlaceOrderRequest => ({
  ordineId: randomUUID(),
  autoId: auto.id,
  ricambiIds: auto.ricambiIds,
  nome: 'Mario Rossi',
  email: 'acquirente@ricambiamo.it',
  telefono: '333 1234567',
  indirizzo: 'Via Roma 1',
  citta: 'Torino',
  cap: '10121',
  provincia: 'TO',
});


/** Runs `lavoro` on pools of `max` connections to the catalogue and orders databases of the stack, closed afterwards. */
export async function conDatabaseOrdini<T>(max: number, lavoro: (db: { catalogue: Pool; orders: Pool }) => Promise<T>): Promise<T> {
  const catalogue = new Pool({
    connectionString: process.env.CATALOGUE_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/ricambiamo_catalogue_bench',
    max,
  });
  const orders = new Pool({ connectionString: process.env.ORDERS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/ricambiamo_orders_bench', max });
  try {
    return await lavoro({ catalogue, orders });
  } finally {
    await catalogue.end();
    await orders.end();
  }
}
