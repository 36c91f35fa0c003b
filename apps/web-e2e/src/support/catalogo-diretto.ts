import { Pool } from 'pg';

/**
 * The catalogue database of the stack under test, for journeys that need records the API cannot write (a thousand cars,
 * a broken one). The journey's cars are one make of its own: what a run cut short left of it is removed first.
 */
export async function catalogoDiretto(marca: string): Promise<Pool> {
  const url = process.env.CATALOGUE_DATABASE_URL;
  if (!url) throw new Error('CATALOGUE_DATABASE_URL: the catalogue database of the stack under test (npm test sets it)');
  const pool = new Pool({ connectionString: url, max: 1 });
  await pool.query('DELETE FROM auto WHERE marca = $1', [marca]);
  return pool;
}

/** The oldest seeded car with photos, not of the journey's `marca`: the seller and the photos the journey's cars borrow. */
export async function autoDemo(pool: Pool, marca: string): Promise<{ venditore_id: string; immagini: string[] }> {
  const {
    rows: [demo],
  } = await pool.query<{ venditore_id: string; immagini: string[] }>(
    'SELECT venditore_id, immagini FROM auto WHERE marca <> $1 AND cardinality(immagini) > 0 ORDER BY created_at LIMIT 1',
    [marca],
  );
  if (!demo) throw new Error('the e2e catalogue has no car with photos to take a seller and photos from: was it seeded?');
  return demo;
}
