import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { conConnessione, migrate, parseDatabaseUrl, quoteIdentifier } from '@ricambiamo/database';
import type { Client } from 'pg';

/** Connections still closing on the template (the migration's own) make PostgreSQL refuse to copy it for a moment. */
const OBJECT_IN_USE = '55006';
const MARK = 'migrated';

/** A hash of every file of a migrations folder, names and contents: a changed or added migration changes it. */
async function migrationsHash(migrationsDir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(migrationsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of entries) hash.update(file.slice(migrationsDir.length)).update('\0').update(await readFile(file)).update('\0');
  return hash.digest('hex').slice(0, 12);
}

const isMigrated = async (db: Client, name: string) =>
  (await db.query(`SELECT 1 FROM pg_database WHERE datname = $1 AND shobj_description(oid, 'pg_database') = $2`, [name, MARK]))
    .rowCount === 1;

/**
 * The name of a database holding `app`'s migrations and nothing else, made once per set of migrations: its name says
 * which (a hash of the folder), and it is marked only once migrated, so one cut short is made again. Nobody connects to
 * it afterwards, so PostgreSQL can copy it. Older templates of the app are dropped when a new one is made.
 */
async function migratedTemplate(app: string, migrationsDir: string, maintenanceUrl: string): Promise<string> {
  const prefix = `ricambiamo_${app.replaceAll('-', '_')}_template_`;
  const name = `${prefix}${await migrationsHash(migrationsDir)}`;
  return conConnessione(maintenanceUrl, async (db) => {
    if (await isMigrated(db, name)) return name;
    // Two test projects may want the same template at once: one makes it, the other waits and finds it.
    await db.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await isMigrated(db, name)) return name;
      const stale = await db.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
      for (const { datname } of stale.rows) await db.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
      await db.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
      const url = new URL(maintenanceUrl);
      url.pathname = `/${name}`;
      await migrate({ databaseUrl: url.toString(), migrationsDir });
      await db.query(`ALTER DATABASE ${quoteIdentifier(name)} WITH ALLOW_CONNECTIONS false`);
      await db.query(`COMMENT ON DATABASE ${quoteIdentifier(name)} IS '${MARK}'`);
      return name;
    } finally {
      await db.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/**
 * Drops the database if it exists and creates it as a copy of one that `migrationsDir`'s migrations made: the same
 * tables and rows as migrating it, in a fraction of the time (PostgreSQL copies the files; the schema engine takes
 * seconds a database, and the gateway's integration tests make six a stack).
 */
export async function copyOfMigrated(app: string, migrationsDir: string, databaseUrl: string): Promise<void> {
  const { database, maintenanceUrl } = parseDatabaseUrl(databaseUrl);
  const template = await migratedTemplate(app, migrationsDir, maintenanceUrl);
  await conConnessione(maintenanceUrl, async (db) => {
    await db.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`);
    for (let attempt = 1; ; attempt++) {
      try {
        await db.query(`CREATE DATABASE ${quoteIdentifier(database)} TEMPLATE ${quoteIdentifier(template)}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}
