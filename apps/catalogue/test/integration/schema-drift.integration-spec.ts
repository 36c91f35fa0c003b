import { findDrift } from '@ricambiamo/database';
import { freshDatabase, SCHEMA_PATH, testDatabaseUrl } from '../fixtures/catalogue-harness';

describe('catalogue database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    const databaseUrl = testDatabaseUrl('ricambiamo_catalogue_test_drift');
    await freshDatabase(databaseUrl);
    expect(await findDrift({ databaseUrl, schemaPath: SCHEMA_PATH })).toEqual([]);
  });
});
