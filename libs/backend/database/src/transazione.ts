import type { Pool, PoolClient } from 'pg';

/** Runs `lavoro` in a transaction on a client of `pool`: committed once it resolves, rolled back if it throws. */
export async function inTransazione<T>(pool: Pool, lavoro: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const risultato = await lavoro(client);
    await client.query('COMMIT');
    return risultato;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
