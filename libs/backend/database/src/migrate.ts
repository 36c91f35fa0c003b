import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { ensureDatabase } from './ensure-database';
import { openSchemaEngine } from './schema-engine';
import type { LocalMigration } from './migration-files';
import { readLocalMigrations } from './migration-files';

export interface MigrateOptions {
  databaseUrl: string;
  /** A Prisma migrations folder: `<timestamp>_<name>/migration.sql` per migration. */
  migrationsDir: string;
}

export interface MigrateResult {
  applied: string[];
}

export class MigrationChecksumError extends Error {}

/**
 * Held around the checksum check and the apply, so a second runner checks checksums only after the first is done.
 * Prisma's engine takes its own lock (72707369) inside; a different key keeps the two from deadlocking.
 */
const RUNNER_ADVISORY_LOCK_KEY = 72707370;

const MINIMAL_SCHEMA = { path: 'schema.prisma', content: 'datasource db {\n  provider = "postgresql"\n}\n' };

async function readLockfile(migrationsDir: string): Promise<string | null> {
  try {
    return await readFile(join(migrationsDir, 'migration_lock.toml'), 'utf8');
  } catch {
    return null;
  }
}

/** An applied migration whose file changed means the database no longer matches what the code believes it is. */
async function assertChecksums(client: Client, local: LocalMigration[]): Promise<void> {
  const table = await client.query<{ exists: boolean }>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists");
  if (!table.rows[0]?.exists) return;
  const applied = await client.query<{ migration_name: string; checksum: string }>(
    'SELECT migration_name, checksum FROM _prisma_migrations WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL',
  );
  const byName = new Map(local.map((migration) => [migration.name, migration.checksum]));
  const edited = applied.rows.filter((row) => byName.has(row.migration_name) && byName.get(row.migration_name) !== row.checksum);
  if (edited.length > 0) {
    throw new MigrationChecksumError(
      `Applied migrations were modified after being applied: ${edited.map((row) => row.migration_name).join(', ')}`,
    );
  }
}

/**
 * Applies pending migrations with Prisma's schema engine (WebAssembly build) and records them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does. Creates the database if needed; concurrent
 * runners queue on advisory locks; each migration runs in its own transaction.
 */
export async function migrate({ databaseUrl, migrationsDir }: MigrateOptions): Promise<MigrateResult> {
  await ensureDatabase(databaseUrl);
  const local = await readLocalMigrations(migrationsDir);
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [RUNNER_ADVISORY_LOCK_KEY]);
    await assertChecksums(lock, local);
    const { engine, close } = await openSchemaEngine(databaseUrl, MINIMAL_SCHEMA);
    try {
      const output = await engine.applyMigrations({
        migrationsList: {
          baseDir: migrationsDir,
          lockfile: { path: 'migration_lock.toml', content: await readLockfile(migrationsDir) },
          shadowDbInitScript: '',
          migrationDirectories: local.map((migration) => ({
            path: migration.name,
            migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: migration.script } },
          })),
        },
        filters: { externalTables: [], externalEnums: [] },
      });
      return { applied: output.appliedMigrationNames };
    } finally {
      await close();
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [RUNNER_ADVISORY_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
