import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conConnessione } from '@ricambiamo/database';
import { copyOfMigrated } from '../../src/database-template';
import { testDatabaseUrl } from '../../src/service-harness';

const APP = 'testing-template';
const COPIE = ['ricambiamo_testing_test_copia_a', 'ricambiamo_testing_test_copia_b'];
const MAINTENANCE = testDatabaseUrl('postgres');

const query = <T extends object>(databaseUrl: string, sql: string): Promise<T[]> =>
  conConnessione(databaseUrl, async (client) => (await client.query<T>(sql)).rows);

const templates = async () =>
  (await query<{ datname: string }>(MAINTENANCE, `SELECT datname FROM pg_database WHERE datname LIKE 'ricambiamo_testing_template_template_%'`)).map(
    (row) => row.datname,
  );

async function writeMigration(dir: string, name: string, sql: string): Promise<void> {
  await mkdir(join(dir, name), { recursive: true });
  await writeFile(join(dir, name, 'migration.sql'), sql);
}

describe('copyOfMigrated', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    await writeMigration(dir, '20250101000000_init', `CREATE TABLE "voci" ("id" INT PRIMARY KEY); INSERT INTO "voci" VALUES (1);`);
    for (const name of await templates()) await query(MAINTENANCE, `DROP DATABASE "${name}" WITH (FORCE)`);
  });

  afterAll(async () => {
    for (const name of [...COPIE, ...(await templates())]) await query(MAINTENANCE, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  });

  it('gives each database the migrated tables and rows, from one template made once, even when asked at once', async () => {
    await Promise.all(COPIE.map((name) => copyOfMigrated(APP, dir, testDatabaseUrl(name))));

    for (const name of COPIE) {
      expect(await query(testDatabaseUrl(name), 'SELECT id FROM voci')).toEqual([{ id: 1 }]);
      const applied = await query<{ migration_name: string }>(testDatabaseUrl(name), 'SELECT migration_name FROM _prisma_migrations');
      expect(applied).toEqual([{ migration_name: '20250101000000_init' }]);
    }
    expect(await templates()).toHaveLength(1);
  });

  it('starts a copy afresh: what a test wrote in the last one is gone', async () => {
    const url = testDatabaseUrl(COPIE[0]);
    await query(url, 'INSERT INTO voci VALUES (2)');
    await copyOfMigrated(APP, dir, url);
    expect(await query(url, 'SELECT id FROM voci')).toEqual([{ id: 1 }]);
  });

  it('makes a new template when a migration is added, and drops the old one', async () => {
    const [prima] = await templates();
    await writeMigration(dir, '20250102000000_nota', `ALTER TABLE "voci" ADD COLUMN "nota" TEXT;`);
    await copyOfMigrated(APP, dir, testDatabaseUrl(COPIE[0]));

    const dopo = await templates();
    expect(dopo).toHaveLength(1);
    expect(dopo[0]).not.toBe(prima);
    expect(await query(testDatabaseUrl(COPIE[0]), 'SELECT id, nota FROM voci')).toEqual([{ id: 1, nota: null }]);
  });
});
