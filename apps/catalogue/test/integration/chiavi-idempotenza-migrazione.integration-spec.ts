import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { migrate, recreateDatabase } from '@ricambiamo/database';
import { testDatabaseUrl } from '@ricambiamo/testing';
import { Client } from 'pg';

const MIGRATIONS = join(__dirname, '../../prisma/migrations');
const CHIAVI = '20261126185658_chiavi_idempotenza';
const DATABASE_URL = testDatabaseUrl('ricambiamo_catalogue_test_chiavi_migrazione');

async function sql<T extends object>(text: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    return (await db.query<T>(text, params)).rows;
  } finally {
    await db.end();
  }
}

const auto = (id: string, venditoreId: string, chiave: string | null) =>
  sql(
    `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, updated_at, chiave_creazione, impronta_creazione)
     VALUES ($1, $2, 'Fiat', 'Punto', 2010, 1, 1, 1, 1, 'benzina', now(), $3::uuid, CASE WHEN $3::uuid IS NULL THEN NULL ELSE 'creata' END)`,
    [id, venditoreId, chiave],
  );
const modificaApplicata = (autoId: string, chiave: string, impronta: string, createdAt: string) =>
  sql('INSERT INTO modifiche_applicate (auto_id, chiave, impronta, created_at) VALUES ($1, $2, $3, $4)', [autoId, chiave, impronta, createdAt]);

describe('the migration to one table of idempotency keys per seller', () => {
  let before: string;

  beforeAll(async () => {
    before = await mkdtemp(join(tmpdir(), 'catalogue-migrazioni-'));
    await cp(MIGRATIONS, before, { recursive: true, filter: (path) => basename(path) !== CHIAVI });
    await recreateDatabase(DATABASE_URL);
    await migrate({ databaseUrl: DATABASE_URL, migrationsDir: before });
  });

  afterAll(async () => {
    await rm(before, { recursive: true, force: true });
  });

  it("keeps the keys of the listings that exist as done; where a seller sent one twice, its creation's, then its earliest edit's", async () => {
    const [venditore, golf, polo] = [randomUUID(), randomUUID(), randomUUID()];
    const [creazione, modifica, doppia] = [randomUUID(), randomUUID(), randomUUID()];
    await auto(golf, venditore, creazione);
    await auto(polo, venditore, null);
    await modificaApplicata(golf, modifica, 'modifica della golf', '2026-01-01T10:00:00Z');
    // The creation's key sent again for an edit, and one edit key sent for both listings: the first use keeps it.
    await modificaApplicata(golf, creazione, 'modifica con la chiave della creazione', '2026-01-01T09:00:00Z');
    await modificaApplicata(polo, doppia, 'modifica della polo', '2026-01-02T10:00:00Z');
    await modificaApplicata(golf, doppia, 'modifica della golf, prima', '2026-01-01T11:00:00Z');

    await migrate({ databaseUrl: DATABASE_URL, migrationsDir: MIGRATIONS });

    const rows = await sql<{ chiave: string; operazione: string; auto_id: string; impronta: string; stato: string }>(
      'SELECT chiave, operazione, auto_id, impronta, stato FROM chiavi_idempotenza WHERE venditore_id = $1 ORDER BY created_at',
      [venditore],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { chiave: creazione, operazione: 'creazione', auto_id: golf, impronta: 'creata', stato: 'eseguita' },
        { chiave: modifica, operazione: 'modifica', auto_id: golf, impronta: 'modifica della golf', stato: 'eseguita' },
        { chiave: doppia, operazione: 'modifica', auto_id: golf, impronta: 'modifica della golf, prima', stato: 'eseguita' },
      ]),
    );
    expect(rows).toHaveLength(3);
  });
});
