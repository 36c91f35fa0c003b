import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { findDrift, migrate, MigrationChecksumError, recreateDatabase } from '../../src';

const DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/ricambiamo_database_test';

async function query<T extends object>(sql: string): Promise<T[]> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function writeMigration(dir: string, name: string, sql: string): Promise<void> {
  await mkdir(join(dir, name), { recursive: true });
  await writeFile(join(dir, name, 'migration.sql'), sql);
}

const SCHEMA = `datasource db {
  provider = "postgresql"
}

model Item {
  id        String   @id @db.Uuid
  nome      String
  note      String?
  createdAt DateTime @default(now()) @map("created_at") @db.Timestamptz(3)

  @@map("items")
}
`;

const INIT = `CREATE TABLE "items" (
  "id" UUID NOT NULL PRIMARY KEY,
  "nome" TEXT NOT NULL,
  "note" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
-- a ";" inside a literal must not split the script
INSERT INTO "items" ("id", "nome") VALUES ('00000000-0000-0000-0000-000000000001', 'a;b');
`;

describe('migrate', () => {
  let dir: string;

  // Dropping and creating a database takes more than Jest's default 5 s on a loaded machine (a clean-clone run did).
  beforeEach(async () => {
    await recreateDatabase(DATABASE_URL);
    dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    await writeMigration(dir, '20250101000000_init', INIT);
  }, 60_000);

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('applies pending migrations once, in order, recording them as Prisma does', async () => {
    await writeMigration(dir, '20250102000000_second', 'ALTER TABLE "items" ADD COLUMN "extra" INTEGER;');
    expect(await migrate({ databaseUrl: DATABASE_URL, migrationsDir: dir })).toEqual({
      applied: ['20250101000000_init', '20250102000000_second'],
    });
    expect(await migrate({ databaseUrl: DATABASE_URL, migrationsDir: dir })).toEqual({ applied: [] });
    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY started_at',
    );
    expect(rows.map((row) => row.migration_name)).toEqual(['20250101000000_init', '20250102000000_second']);
    expect(rows.every((row) => row.finished_at !== null && /^[0-9a-f]{64}$/.test(row.checksum))).toBe(true);
    expect(await query('SELECT nome FROM items')).toEqual([{ nome: 'a;b' }]);
  });

  it('creates the database when it does not exist', async () => {
    const admin = new Client({ connectionString: DATABASE_URL.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS ricambiamo_database_test WITH (FORCE)');
    await admin.end();
    await expect(migrate({ databaseUrl: DATABASE_URL, migrationsDir: dir })).resolves.toEqual({ applied: ['20250101000000_init'] });
  });

  it('refuses to run when an applied migration was edited', async () => {
    await migrate({ databaseUrl: DATABASE_URL, migrationsDir: dir });
    await writeMigration(dir, '20250101000000_init', `${INIT}\n-- edited`);
    await expect(migrate({ databaseUrl: DATABASE_URL, migrationsDir: dir })).rejects.toBeInstanceOf(MigrationChecksumError);
  });

  it('rolls a failing migration back entirely', async () => {
    await writeMigration(dir, '20250102000000_broken', 'CREATE TABLE "half" ("id" INTEGER);\nSELECT 1/0;');
    await expect(migrate({ databaseUrl: DATABASE_URL, migrationsDir: dir })).rejects.toThrow(/division by zero/);
    expect(await query<{ t: string | null }>("SELECT to_regclass('half')::text AS t")).toEqual([{ t: null }]);
  });

  it('lets concurrent runners apply each migration exactly once', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => migrate({ databaseUrl: DATABASE_URL, migrationsDir: dir })),
    );
    expect(results.flatMap((result) => result.applied)).toEqual(['20250101000000_init']);
    expect(await query('SELECT count(*)::int AS n FROM _prisma_migrations')).toEqual([{ n: 1 }]);
  });

  it('reports drift between the Prisma schema and the migrated database', async () => {
    const schemaPath = join(dir, 'schema.prisma');
    await writeFile(schemaPath, SCHEMA);
    await migrate({ databaseUrl: DATABASE_URL, migrationsDir: dir });
    expect(await findDrift({ databaseUrl: DATABASE_URL, schemaPath })).toEqual([]);

    await writeFile(schemaPath, SCHEMA.replace('note      String?', 'note      String').replace('@@map("items")', 'prezzo Int\n  @@map("items")'));
    await query('CREATE TABLE stray (id INTEGER)');
    expect(await findDrift({ databaseUrl: DATABASE_URL, schemaPath })).toEqual([
      'items.note: nullable in the database, required in the Prisma schema',
      'items.prezzo: in the Prisma schema, missing in the database',
      'table stray: in the database, missing in the Prisma schema',
    ]);
  });

  it('checks Unsupported(...) columns too, which Prisma leaves out of its model description', async () => {
    const schemaPath = join(dir, 'schema.prisma');
    await writeFile(schemaPath, SCHEMA.replace('@@map("items")', 'ricerca Unsupported("tsvector")? @map("documento")\n  @@map("items")'));
    await migrate({ databaseUrl: DATABASE_URL, migrationsDir: dir });
    expect(await findDrift({ databaseUrl: DATABASE_URL, schemaPath })).toEqual([
      'items.documento: in the Prisma schema, missing in the database',
    ]);

    await query('ALTER TABLE items ADD COLUMN documento tsvector');
    expect(await findDrift({ databaseUrl: DATABASE_URL, schemaPath })).toEqual([]);
    await query('ALTER TABLE items ALTER COLUMN documento TYPE text');
    expect(await findDrift({ databaseUrl: DATABASE_URL, schemaPath })).toEqual([
      'items.documento: type text in the database, tsvector in the Prisma schema',
    ]);
  });
});
