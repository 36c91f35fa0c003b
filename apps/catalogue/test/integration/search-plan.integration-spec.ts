import type { Ricerca } from '@ricambiamo/catalogue-search';
import { codiceCercato, conParole, espansioneSql, eseguiSuPool, paginaSql, totaleSql } from '@ricambiamo/catalogue-search';
import type { SearchListingsRequest } from '@ricambiamo/contracts';
import { MAX_TOTALE_RICERCA, searchListingsRequest } from '@ricambiamo/contracts';
import { testDatabaseUrl } from '@ricambiamo/testing';
import type { Client } from 'pg';
import type { Prisma } from '../../src/generated/prisma/client';
import { catalogoSeminato } from '../fixtures/seed-catalogo';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

let db: Client;

/** The plan of exactly the SQL the service sends: the same builders, the same parameters. */
async function plan(sql: Prisma.Sql): Promise<PlanNode[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql.text}`, sql.values);
  return nodes(rows[0]['QUERY PLAN'][0].Plan);
}

const BIG_TABLES = ['auto', 'ricambi'];

const seqScans = (plan_: PlanNode[]) =>
  plan_.filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? ''));
const indexes = (plan_: PlanNode[]) => plan_.map((n) => n['Index Name']).filter(Boolean);

/** The filters as the service sends them: the words first resolved into a tsquery and counted (conParole). */
async function ricerca(filtri: SearchListingsRequest): Promise<Ricerca> {
  const parsed = searchListingsRequest.parse(filtri);
  if (!parsed.q) return { ...parsed, tsquery: null, codici: null };
  return (await conParole(eseguiSuPool(db), { ...parsed, q: parsed.q })).ricerca;
}

/** The page's SQL as the service sends it: how it is found depends on how many match (the capped count). */
async function pagina(parsed: Ricerca): Promise<PlanNode[]> {
  const totale = totaleSql(parsed);
  const { rows } = await db.query<{ total: number }>(totale.text, totale.values);
  return plan(paginaSql(parsed, { molte: parsed.tsquery !== null && rows[0].total > MAX_TOTALE_RICERCA }));
}

/**
 * The newest-first indexes: all cars, or those with a part available (a partial index). Walking one until the page is
 * full is the planner's choice when the filter keeps enough cars.
 */
const NEWEST_FIRST = 'auto_created_at_id_idx|auto_con_ricambi_disponibili_idx';

/**
 * The count must come from the filter's own index. The page may come from it too, or, when a filter keeps a few
 * percent of the cars, from walking the newest-first index until the page is full, which reads fewer rows; either
 * way no big table is read whole.
 */
async function expectIndexed(filtri: SearchListingsRequest, index: string): Promise<void> {
  const parsed = await ricerca(filtri);
  const totale = await plan(totaleSql(parsed));
  expect(seqScans(totale)).toEqual([]);
  expect(indexes(totale)).toContain(index);
  const pagina_ = await pagina(parsed);
  expect(seqScans(pagina_)).toEqual([]);
  expect(indexes(pagina_)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${index}|${NEWEST_FIRST})$`))]));
}

/** 20k listings as the home bench's default, and 200k (2M parts) as a national catalogue: the plans must hold at both. */
describe.each([20_000, 200_000])('search query plans at %i listings, ten parts each', (LISTINGS) => {
  beforeAll(async () => {
    db = await catalogoSeminato(testDatabaseUrl(`ricambiamo_catalogue_test_plan_${LISTINGS / 1000}k`), LISTINGS);
  }, 900_000);

  afterAll(async () => {
    await db.end();
  });

  // Counting 2M parts takes seconds on a loaded 2-core machine: a CI run took more than Jest's default 5 s.
  it('seeded what it says', async () => {
    // Counted in PostgreSQL: fetching the available parts to count them moved 1.8M rows at 200k cars, past the test's 5 s
    // on a slower machine.
    const { rows } = await db.query<{
      auto: number;
      ricambi: number;
      documenti: number;
      totali: number;
      disponibili: number;
      ricambiDisponibili: number;
    }>(
      `SELECT (SELECT count(*) FROM auto)::int AS auto, (SELECT count(*) FROM ricambi)::int AS ricambi,
              (SELECT count(*) FROM auto WHERE documento_ricerca @@ 'ecu'::tsquery)::int AS documenti,
              (SELECT sum(ricambi_totali) FROM auto)::int AS totali, (SELECT sum(ricambi_disponibili) FROM auto)::int AS disponibili,
              (SELECT count(*) FROM ricambi WHERE disponibile)::int AS "ricambiDisponibili"`,
    );
    expect(rows[0].auto).toBe(LISTINGS);
    expect(rows[0].ricambi).toBe(LISTINGS * 10);
    // The trigger counted each car's parts as they were inserted.
    expect(rows[0].totali).toBe(LISTINGS * 10);
    expect(rows[0].ricambiDisponibili).toBeGreaterThan(0);
    expect(rows[0].disponibili).toBe(rows[0].ricambiDisponibili);
    // The trigger indexed the parts' names: 10 of the 12 catalogue names are on each car.
    expect(rows[0].documenti).toBeGreaterThan(LISTINGS * 0.75);
  }, 30_000);

  it('answers free text from the GIN index, synonyms included', async () => {
    await expectIndexed({ q: 'fanale' }, 'auto_documento_ricerca_idx');
    await expectIndexed({ q: 'OEM1234X5' }, 'auto_documento_ricerca_idx');
    // One car has it: the page must come from the GIN index, not from walking every car newest first.
    expect(indexes(await pagina(await ricerca({ q: 'OEM1234X5' })))).toEqual(['auto_documento_ricerca_idx']);
  });

  it('finds an engine or OEM code, exact, normalised or as a prefix, from the GIN index', async () => {
    for (const q of ['169A6000', '169.A6-000', '169A', 'OEM1234X5']) {
      const parsed = await ricerca({ q });
      expect(parsed.codici).toEqual({ tsquery: `'#${codiceCercato(q)}':*`, molti: false });
      await expectIndexed({ q }, 'auto_documento_ricerca_idx');
      // Few cars have them: collected from the GIN index, codes first, never walking every car.
      expect(indexes(await pagina(parsed))).toEqual(['auto_documento_ricerca_idx']);
    }
    // How many cars have such a code, asked with the words: the GIN index again, for a code nobody has too.
    for (const codice of ['169A', 'ZZZ999']) {
      const espansione = await plan(espansioneSql(codice, codice));
      expect(seqScans(espansione)).toEqual([]);
      expect(indexes(espansione)).toContain('auto_documento_ricerca_idx');
    }
  });

  it('pages a code most cars begin group by group, never sorting all of its matches', async () => {
    const parsed = await ricerca({ q: 'OEM1' });
    expect(parsed.codici).toEqual({ tsquery: "'#OEM1':*", molti: true });
    const totale = await plan(totaleSql(parsed));
    expect(seqScans(totale)).toEqual([]);
    const plan_ = await pagina(parsed);
    expect(seqScans(plan_)).toEqual([]);
    expect(indexes(plan_)).toContain('auto_created_at_id_idx');
  });

  it('pages a common word that begins a few codes with the codes from the GIN index and the rest newest first', async () => {
    const parsed = await ricerca({ q: '2012' });
    expect(parsed.codici).toEqual({ tsquery: "'#2012':*", molti: false });
    const plan_ = await pagina(parsed);
    expect(seqScans(plan_)).toEqual([]);
    expect(indexes(plan_)).toEqual(expect.arrayContaining(['auto_documento_ricerca_idx']));
    if (LISTINGS > 20_000) expect(indexes(plan_)).toContain('auto_created_at_id_idx');
  });

  it('walks the newest cars for a word most of them have, instead of collecting and sorting all its matches', async () => {
    const plan_ = await pagina(await ricerca({ q: 'centralina' }));
    expect(indexes(plan_)).toContain('auto_created_at_id_idx');
    expect(seqScans(plan_)).toEqual([]);
    // Its count stops at the cap: no node reads more rows than that.
    const totale = await plan(totaleSql(await ricerca({ q: 'centralina' })));
    expect(totale.find((n) => n['Node Type'] === 'Limit')).toBeDefined();
  });

  it('completes an unfinished word from the GIN index: a rare completion from its matches, a common one newest first', async () => {
    // Completed into the catalogue's one word that begins so (parole_ricerca), not searched as a prefix.
    const rara = await ricerca({ q: 'tettu' });
    expect(rara.tsquery).toBe("'tettucc'");
    await expectIndexed({ q: 'tettu' }, 'auto_documento_ricerca_idx');
    expect(indexes(await pagina(rara))).toEqual(['auto_documento_ricerca_idx']);
    const comune = await pagina(await ricerca({ q: 'centra' }));
    expect(indexes(comune)).toContain('auto_created_at_id_idx');
    expect(seqScans(comune)).toEqual([]);
    // An unfinished OEM code is a code's prefix: found among the codes, no completion needed.
    const codice = await ricerca({ q: 'OEM1234X' });
    expect(codice).toMatchObject({ tsquery: "'oem1234x'", codici: { tsquery: "'#OEM1234X':*", molti: false } });
    expect(indexes(await pagina(codice))).toEqual(['auto_documento_ricerca_idx']);
  });

  it('answers each selective filter from its index', async () => {
    await expectIndexed({ cilindrata: 1230 }, 'auto_cilindrata_idx');
    await expectIndexed({ marca: 'romeo' }, 'auto_marca_trgm_idx');
    await expectIndexed({ modello: 'modello 123' }, 'auto_modello_trgm_idx');
    await expectIndexed({ kmDa: 1000, kmA: 2000 }, 'auto_km_idx');
    await expectIndexed({ annoDa: 2000, annoA: 2000 }, 'auto_anno_idx');
  });

  it('answers "Solo compatibili" from the index of names, years and engine, with the engine code from its own', async () => {
    // Fiat is one car in 40 and "Modello 40" one in 500: twenty cars in 20k, over all the years.
    const veicolo = { marca: 'FIAT', modello: 'modello 40', anno: 2012, carburante: 'benzina', cilindrata: 1200, codiceMotore: '169A4000' } as const;
    await expectIndexed({ compatibileCon: veicolo }, 'auto_chiave_marca_modello_anno_motore_idx');
    expect(indexes(await plan(totaleSql(await ricerca({ compatibileCon: veicolo }))))).toContain('auto_codice_motore_norm_idx');
    const senzaDatiMotore = { ...veicolo, carburante: null, cilindrata: null, codiceMotore: null };
    await expectIndexed({ compatibileCon: senzaDatiMotore }, 'auto_chiave_marca_modello_anno_motore_idx');
    await expectIndexed({ compatibileCon: senzaDatiMotore, soloDisponibili: true, q: 'fanale' }, 'auto_chiave_marca_modello_anno_motore_idx');
    // Its page too, never by walking the newest cars until twelve fit: for the commonest car of a national catalogue
    // that walk read 188,000 cars (docs/search.md#solo-compatibili).
    for (const filtri of [{ compatibileCon: veicolo }, { compatibileCon: veicolo, q: 'centralina' }]) {
      const pagina_ = indexes(await pagina(await ricerca(filtri)));
      expect(pagina_).toContain('auto_chiave_marca_modello_anno_motore_idx');
      expect(pagina_.filter((index) => new RegExp(`^(${NEWEST_FIRST})$`).test(index ?? ''))).toEqual([]);
    }
  });

  it('combines part availability with the other filters, without reading the parts', async () => {
    await expectIndexed({ cilindrata: 1230, soloDisponibili: true }, 'auto_cilindrata_idx');
    const plan_ = await pagina(await ricerca({ soloDisponibili: true }));
    expect(plan_.filter((n) => n['Relation Name'] === 'ricambi')).toEqual([]);
    expect(seqScans(plan_)).toEqual([]);
  });

  it('walks the rating index for a page sorted by the seller’s rating, unfiltered or with a common word', async () => {
    const { rows } = await db.query<{ valutate: number }>('SELECT count(*)::int AS valutate FROM auto WHERE valutazione_venditore IS NOT NULL');
    expect(rows[0].valutate).toBe(LISTINGS * 0.6);
    for (const filtri of [{ ordinamento: 'valutazione' }, { q: 'centralina', ordinamento: 'valutazione' }] as const) {
      const plan_ = await pagina(await ricerca(filtri));
      expect(indexes(plan_)).toContain('auto_valutazione_venditore_idx');
      expect(seqScans(plan_)).toEqual([]);
    }
  });

  it('walks the newest-first index for an unfiltered page', async () => {
    const nodes_ = await pagina(await ricerca({}));
    expect(nodes_.map((n) => n['Index Name'])).toContain('auto_created_at_id_idx');
    expect(nodes_.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  });
});
