import { freshDatabase, schemaDrift, testDatabaseUrl } from '@ricambiamo/testing';
import { Client } from 'pg';

/** The column Prisma can only call `Unsupported(...)`: the drift check reads it from the schema text; its type here. */
const UNSUPPORTED = [{ table: 'auto', column: 'documento_ricerca', type: 'tsvector', nullable: 'NO' }];

describe('catalogue database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('catalogue')).toEqual([]);
  }, 60_000);

  it('has the columns Prisma cannot describe, with their types', async () => {
    const databaseUrl = testDatabaseUrl('ricambiamo_catalogue_test_columns');
    await freshDatabase('catalogue', databaseUrl);
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
