import { findDrift } from '@ricambiamo/database';
import { Client } from 'pg';
import { freshDatabase, SCHEMA_PATH, testDatabaseUrl } from '../fixtures/catalogue-harness';

/** The column Prisma can only call `Unsupported(...)`: the drift check reads it from the schema text; its type here. */
const UNSUPPORTED = [{ table: 'auto', column: 'documento_ricerca', type: 'tsvector', nullable: 'NO' }];

describe('catalogue database schema', () => {
  const databaseUrl = testDatabaseUrl('ricambiamo_catalogue_test_drift');

  beforeAll(async () => {
    await freshDatabase(databaseUrl);
  });

  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await findDrift({ databaseUrl, schemaPath: SCHEMA_PATH })).toEqual([]);
  });

  it('has the columns Prisma cannot describe, with their types', async () => {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      for (const { table, column, type, nullable } of UNSUPPORTED) {
        const { rows } = await db.query(
          'SELECT udt_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
          [table, column],
        );
        expect(rows).toEqual([{ udt_name: type, is_nullable: nullable }]);
      }
    } finally {
      await db.end();
    }
  });
});
