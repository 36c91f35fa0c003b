import type { Ricerca } from '@ricambiamo/catalogue-search';
import { espansioneSql, paginaSql, totaleSql } from '@ricambiamo/catalogue-search';
import type { SearchListingsRequest } from '@ricambiamo/contracts';
import { searchListingsRequest } from '@ricambiamo/contracts';
import { freshDatabase, testDatabaseUrl } from '@ricambiamo/testing';
import { Client } from 'pg';
import type { Prisma } from '../../src/generated/prisma/client';
import { seedCatalogo } from '../fixtures/seed-catalogo';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

let db: Client;

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl('ricambiamo_catalogue_test_plan');
  await freshDatabase('catalogue', databaseUrl);
  db = new Client({ connectionString: databaseUrl });
  await db.connect();
  await seedCatalogo(db, 20_000);
}, 300_000);

afterAll(async () => {
  await db.end();
});

/** The plan of exactly the SQL the service sends: the same builders, the same parameters. */
async function plan(sql: Prisma.Sql): Promise<PlanNode[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql.text}`, sql.values);
  return nodes(rows[0]['QUERY PLAN'][0].Plan);
}

const BIG_TABLES = ['auto', 'ricambi'];

const seqScans = (plan_: PlanNode[]) =>
  plan_.filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? ''));
const indexes = (plan_: PlanNode[]) => plan_.map((n) => n['Index Name']).filter(Boolean);

/**
 * The count must come from the filter's own index. The page may come from it too, or, when a filter keeps a few
 * percent of the cars, from walking the newest-first index until the page is full, which reads fewer rows; either
 * way no big table is read whole.
 */
/** The filters as the service sends them: the words first expanded into a tsquery by their own query. */
async function ricerca(filtri: SearchListingsRequest): Promise<Ricerca> {
  const parsed = searchListingsRequest.parse(filtri);
  if (!parsed.q) return { ...parsed, tsquery: null };
  const sql = espansioneSql(parsed.q);
  const { rows } = await db.query<{ query: string }>(sql.text, sql.values);
  return { ...parsed, tsquery: rows[0].query };
}

async function expectIndexed(filtri: SearchListingsRequest, index: string): Promise<void> {
  const parsed = await ricerca(filtri);
  const totale = await plan(totaleSql(parsed));
  expect(seqScans(totale)).toEqual([]);
  expect(indexes(totale)).toContain(index);
  const pagina = await plan(paginaSql(parsed));
  expect(seqScans(pagina)).toEqual([]);
  expect(indexes(pagina)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${index}|auto_created_at_id_idx)$`))]));
}

describe('search query plans at 20k listings and 200k parts', () => {
  it('seeded what it says', async () => {
    const { rows } = await db.query<{ auto: number; ricambi: number; documenti: number; totali: number; disponibili: number }>(
      `SELECT (SELECT count(*) FROM auto)::int AS auto, (SELECT count(*) FROM ricambi)::int AS ricambi,
              (SELECT count(*) FROM auto WHERE documento_ricerca @@ 'ecu'::tsquery)::int AS documenti,
              (SELECT sum(ricambi_totali) FROM auto)::int AS totali, (SELECT sum(ricambi_disponibili) FROM auto)::int AS disponibili`,
    );
    expect(rows[0].auto).toBe(20_000);
    expect(rows[0].ricambi).toBe(200_000);
    // The trigger counted each car's parts as they were inserted.
    expect(rows[0].totali).toBe(200_000);
    expect(rows[0].disponibili).toBe((await db.query('SELECT 1 FROM ricambi WHERE disponibile')).rowCount);
    // The trigger indexed the parts' names: 10 of the 12 catalogue names are on each car.
    expect(rows[0].documenti).toBeGreaterThan(15_000);
  });

  it('answers free text from the GIN index, synonyms included', async () => {
    await expectIndexed({ q: 'fanale' }, 'auto_documento_ricerca_idx');
    await expectIndexed({ q: 'OEM1234X5' }, 'auto_documento_ricerca_idx');
    // One car has it: the page must come from the GIN index, not from walking 20k cars newest first.
    expect(indexes(await plan(paginaSql(await ricerca({ q: 'OEM1234X5' }))))).toEqual(['auto_documento_ricerca_idx']);
  });

  it('answers each selective filter from its index', async () => {
    await expectIndexed({ cilindrata: 1230 }, 'auto_cilindrata_idx');
    await expectIndexed({ marca: 'romeo' }, 'auto_marca_trgm_idx');
    await expectIndexed({ modello: 'modello 123' }, 'auto_modello_trgm_idx');
    await expectIndexed({ kmDa: 1000, kmA: 2000 }, 'auto_km_idx');
    await expectIndexed({ annoDa: 2000, annoA: 2000 }, 'auto_anno_idx');
  });

  it('combines part availability with the other filters, without reading the parts', async () => {
    await expectIndexed({ cilindrata: 1230, soloDisponibili: true }, 'auto_cilindrata_idx');
    const pagina = await plan(paginaSql(await ricerca({ soloDisponibili: true })));
    expect(pagina.filter((n) => n['Relation Name'] === 'ricambi')).toEqual([]);
    expect(seqScans(pagina)).toEqual([]);
  });

  it('walks the newest-first index for an unfiltered page', async () => {
    const nodes_ = await plan(paginaSql(await ricerca({})));
    expect(nodes_.map((n) => n['Index Name'])).toContain('auto_created_at_id_idx');
    expect(nodes_.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  });
});
