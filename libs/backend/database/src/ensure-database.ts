import { conConnessione } from './connessione';
import { parseDatabaseUrl, quoteIdentifier } from './database-url';

const DUPLICATE_DATABASE = '42P04';

/** Creates the database a URL names if the server does not have it yet; safe when several callers race. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { database, maintenanceUrl } = parseDatabaseUrl(databaseUrl);
  await conConnessione(maintenanceUrl, async (client) => {
    try {
      const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (existing.rowCount) return;
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
    } catch (error) {
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    }
  });
}

/** Drops and recreates a database: for test suites that need a clean slate. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const { database, maintenanceUrl } = parseDatabaseUrl(databaseUrl);
  await conConnessione(maintenanceUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
  });
}
