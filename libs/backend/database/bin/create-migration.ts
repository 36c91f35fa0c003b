import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { createMigration } from '../src/create-migration';

/**
 * Usage: node -r @swc-node/register libs/backend/database/bin/create-migration.ts apps/<service> <name>
 * Writes apps/<service>/prisma/migrations/<timestamp>_<name>/migration.sql for the changes between the committed
 * schema.prisma (git HEAD) and the working copy; the first migration starts from an empty database.
 */
function committedSchema(schemaPath: string): string | null {
  try {
    const gitPath = relative(process.cwd(), schemaPath);
    return execFileSync('git', ['show', `HEAD:${gitPath}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const [appDir, name] = process.argv.slice(2);
  if (!appDir || !name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('Usage: create-migration.ts apps/<service> <snake_case_name>');
    process.exit(2);
  }
  const prismaDir = resolve(appDir, 'prisma');
  const schemaPath = join(prismaDir, 'schema.prisma');
  const folder = await createMigration({
    databaseUrl: process.env['DATABASE_URL'] ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    fromSchema: committedSchema(schemaPath),
    toSchema: await readFile(schemaPath, 'utf8'),
    migrationsDir: join(prismaDir, 'migrations'),
    name,
  });
  console.log(folder ? `Created ${folder}/migration.sql` : 'No schema changes: nothing to create');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
