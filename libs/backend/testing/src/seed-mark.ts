import { conConnessione } from '@ricambiamo/database';

/**
 * What the last whole seed of a database says made it (its comment); null without one, or without the database. A
 * seed that takes minutes (a national catalogue) is reused by whoever finds its own mark there.
 */
export async function seedMark(databaseUrl: string): Promise<string | null> {
  const query = `SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = current_database()`;
  return conConnessione(databaseUrl, async (db) => (await db.query<{ mark: string | null }>(query)).rows[0].mark).catch(() => null);
}

/** The last step of a seed: the database says what made it, so a seed cut short is never taken for a whole one. */
export async function markSeeded(databaseUrl: string, mark: string): Promise<void> {
  await conConnessione(databaseUrl, async (db) => {
    const name = (await db.query<{ name: string }>('SELECT current_database() AS name')).rows[0].name;
    await db.query(`COMMENT ON DATABASE ${db.escapeIdentifier(name)} IS ${db.escapeLiteral(mark)}`);
  });
}
