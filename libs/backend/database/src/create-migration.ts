import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openSchemaEngine } from './schema-engine';

export interface CreateMigrationOptions {
  /** Any reachable server: the engine opens a connection at start-up although a schema-to-schema diff reads nothing. */
  databaseUrl: string;
  /** The schema the existing migrations produce (e.g. the committed one); null for the first migration. */
  fromSchema: string | null;
  toSchema: string;
  migrationsDir: string;
  name: string;
}

/**
 * `prisma migrate dev --create-only` without the engine binary: asks Prisma's schema engine for the SQL that turns
 * one schema into the other and writes it as a new migration. Returns its folder, or null when nothing changed.
 * (Diffing against the replayed migrations needs the engine to introspect Postgres, which the WebAssembly build
 * cannot do through the pg adapter yet.)
 */
export async function createMigration(options: CreateMigrationOptions): Promise<string | null> {
  const to = { path: 'schema.prisma', content: options.toSchema };
  const { engine, close } = await openSchemaEngine(options.databaseUrl, to);
  try {
    const result = await engine.diff({
      from:
        options.fromSchema === null
          ? { tag: 'empty' }
          : { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: options.fromSchema }] },
      to: { tag: 'schemaDatamodel', files: [to] },
      script: true,
      exitCode: true,
      filters: { externalTables: [], externalEnums: [] },
    });
    if (result.exitCode === 0) return null;
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const folder = join(options.migrationsDir, `${stamp}_${options.name}`);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'migration.sql'), result.stdout ?? '');
    return folder;
  } finally {
    await close();
  }
}
