import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface LocalMigration {
  name: string;
  script: string;
  checksum: string;
}

export async function readLocalMigrations(migrationsDir: string): Promise<LocalMigration[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const script = await readFile(join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, script, checksum: createHash('sha256').update(script).digest('hex') };
    }),
  );
}
