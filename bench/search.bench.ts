// The home search through the gateway (HTTP, GraphQL, NATS request/reply to catalogue, its pg pool) against a bare Fastify
// endpoint that runs the very same SQL (the builders of @ricambiamo/catalogue-search) on a pg.Pool of the same size,
// in one run on one catalogue database seeded here with 20k listings and 200k parts (`npm run bench:search`), 200k and
// 2M (`npm run bench:search:200k`), or a national catalogue of 1M cars and 10M parts, drawn as Italian yards hold them
// (`npm run bench:search:nazionale`): the ratio is what the layers between the browser and Postgres cost on top of the
// query. A third side, the floor (bench/floor.ts: an
// HTTP process and a service process on NATS with nothing else), tells how much of that the product's shape costs.
// The three sides are measured in turns, case by case, so that none gets a quieter minute of the machine.
// The search needs only catalogue behind the gateway, so the bench starts just those two, on free ports with a
// nats-server of its own, a bench database (dropped and migrated afresh) and a Redis database of its own: it runs
// beside `npm start` or another bench without taking their ports or answering their requests.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { eseguiSuPool } from '@ricambiamo/catalogue-search';
import type { SearchListingsRequest } from '@ricambiamo/contracts';
import { appNamed, compiledAppArgs, RUNTIME } from '@ricambiamo/config';
import { CATALOGO_RICAMBI } from '@ricambiamo/contracts';
import { migrate, recreateDatabase } from '@ricambiamo/database';
import { freePort, markSeeded, seedMark, startNatsServer } from '@ricambiamo/testing';
import { postJson } from './http';
import { pidsMatching, printCpuPerSide } from './cpu';
import { measure, measureInTurns, merge, type Misura, percentile } from './measure';
import { cercaNuda, POOL_SIZE, SEARCH_SUBJECT, startFloor, stopApp } from './floor';
import { runMain } from './run-main';
import { CILINDRATE, MODELLI } from './modelli';

const ROOT = path.resolve(__dirname, '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/ricambiamo_catalogue_bench_ricerca';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/4';
/**
 * The national catalogue: common makes and models common and rare ones rare, two parts in five sold (BENCH_NAZIONALE,
 * with BENCH_LISTINGS=1000000 by `npm run bench:search:nazionale`). Otherwise every model is as common as any other and
 * one part in nine is sold.
 */
const NAZIONALE = process.env.BENCH_NAZIONALE === 'true';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 20_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Keeps a bench database already seeded whole with as many listings (a 200k seed takes 1.5–2.5 minutes): for working on the search. */
const REUSE = process.env.BENCH_REUSE_SEED === 'true';
/** The database's seed mark once the seed is whole; a change to `seed` bumps its version. */
const SEED_MARK = `bench-seed v3, ${LISTINGS} inserzioni${NAZIONALE ? ', nazionale' : ''}`;
const WARMUP = 20;
/** Every home search through the gateway within 100 ms at p95, the layers ≤ 1.25× the bare query. */
const P95_TARGET_MS = 100;
const RATIO_TARGET = 1.25;
/** The gateway at the floor of the product's shape: its requests/s at most 1.15× fewer than the floor's, case by case. */
const FLOOR_RATIO_TARGET = 1.15;
/** At the national catalogue's size: each case's p95 through the gateway ≤ 1.25× the bare endpoint's, and ≤ 150 ms. */
const NATIONAL_P95_RATIO_TARGET = 1.25;
const NATIONAL_P95_TARGET_MS = 150;
/** Each side's share of ITERATIONS comes in as many turns. */
const ROUNDS = 3;
/** After the table, one more pass of each side over every case, reading the CPU each process spends per search (BENCH_CPU=false skips it). */
const CPU = process.env.BENCH_CPU !== 'false';
const SELLERS = 200;

const PAIRS = MODELLI.flatMap(([marca, modelli]) => modelli.map((modello) => `${marca}|${modello}`));

/** How common each make is in the national catalogue, roughly as in Italy's scrapped cars: Fiat first, then VW and Renault. */
const PESI_MARCHE: Record<string, number> = {
  Fiat: 20, Volkswagen: 10, Renault: 8, Ford: 7, Opel: 6, Peugeot: 6, Citroën: 5, Toyota: 5, Lancia: 4, Dacia: 4,
  'Alfa Romeo': 4, Audi: 4, BMW: 4, 'Mercedes-Benz': 4, Hyundai: 3, Kia: 3, Nissan: 3, Skoda: 2, Jeep: 2, Smart: 1,
};

/**
 * The national catalogue's model of each car, drawn from a list in which each make and model appears as often as it is
 * common: a make's first model (its best seller, as MODELLI lists them) six times as often as its fifth.
 */
const PAIRS_NAZIONALI = MODELLI.flatMap(([marca, modelli]) =>
  modelli.flatMap((modello, j) => Array<string>(Math.round(((PESI_MARCHE[marca] ?? 1) * 6) / (j + 1))).fill(`${marca}|${modello}`)),
);
const CARBURANTI = ['benzina', 'diesel', 'ibrida', 'elettrica', 'metano', 'gpl'];

/**
 * Engine codes as the makers stamp them, by marca, cc and fuel: one engine in several models of a maker (the Fire
 * 169A4000 in the Panda, the Punto, the 500, the Ypsilon's Lancia aside), and across makers (Renault's K9K in Dacia's
 * and Nissan's diesels, written with its space). Other engines get a code of their maker's, cc and fuel ("OPE1461D").
 */
const CODICI_MOTORE: Record<string, string> = {
  'Fiat|1242|benzina': '169A4000',
  'Lancia|1242|benzina': '169A4000',
  'Fiat|1368|benzina': '350A1000',
  'Fiat|1598|diesel': '198A2000',
  'Alfa Romeo|1368|benzina': '955A2000',
  'Alfa Romeo|1968|diesel': '940A4000',
  'Volkswagen|1198|benzina': 'CBZB',
  'Volkswagen|1598|diesel': 'CAYC',
  'Volkswagen|1968|diesel': 'CFFB',
  'Audi|1968|diesel': 'CAGA',
  'Skoda|1598|diesel': 'CAYC',
  'Renault|1461|diesel': 'K9K 608',
  'Dacia|1461|diesel': 'K9K 608',
  'Nissan|1461|diesel': 'K9K 608',
  'Ford|999|benzina': 'M1DA',
  'Peugeot|1598|diesel': 'DV6C',
  'Citroën|1598|diesel': 'DV6C',
  'Mercedes-Benz|2143|diesel': 'OM651',
  'BMW|2993|diesel': 'N57D30',
};

/**
 * `LISTINGS` cars with ten of the twelve catalogue parts each, in two set-based INSERTs, loaded as a bulk loader would
 * (conCaricoInBlocco): catalogue's own function then builds each car's search document and part counts. One car in 50 mentions its headlights (faro: `q=fanale` finds it through the
 * synonyms), every ECU part describes itself as a "centralina" and every part has its own OEM code. Year, cc and fuel
 * are drawn apart from the model (a hash of the car's number, not a step of it), so every model comes in every year and
 * engine, as "Solo compatibili" finds them; three cars in four carry their engine's code (CODICI_MOTORE), and one part
 * in ten also the OEM code that part shares on every car of its model and cc, as sellers copy it from the parts
 * catalogue. Codes are stored normalised beside them, as catalogue writes them (normalizzaCodice, codiciOem).
 */
async function seed(pool: Pool): Promise<void> {
  await pool.query('TRUNCATE ricambi, auto CASCADE');
  await conCaricoInBlocco(pool, () => inserisci(pool));
  // As autovacuum leaves a catalogue at rest: statistics, and the visibility map that lets a capped count read an
  // index alone (without it, every count and page fetched thousands of freshly written rows from the heap).
  await pool.query('VACUUM ANALYZE venditori, auto, ricambi');
}

/**
 * A bulk load: the secondary indexes of cars and parts are dropped before and built again after, and the parts'
 * statement trigger, which rebuilds the documents of the cars whose parts changed, is off while they are written; the
 * documents and counts are then built in batches of cars by the function that trigger calls. Row by row, the national
 * catalogue's load had not ended after 20 minutes (every car rewritten with its ~15 indexes, the 10M new parts kept for
 * the trigger in a 2.5 GB temporary file, and every car's document built from plans made for empty tables). The indexes behind constraints stay: the documents read the parts through them.
 */
async function conCaricoInBlocco(pool: Pool, carica: () => Promise<void>): Promise<void> {
  const { rows: indici } = await pool.query<{ nome: string; definizione: string }>(
    `SELECT c.relname AS nome, pg_get_indexdef(i.indexrelid) AS definizione
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid IN ('auto'::regclass, 'ricambi'::regclass)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  for (const { nome } of indici) await pool.query(`DROP INDEX "${nome}"`);
  await pool.query('ALTER TABLE ricambi DISABLE TRIGGER ricambi_aggiorna_auto_insert');
  try {
    await carica();
  } finally {
    await pool.query('ALTER TABLE ricambi ENABLE TRIGGER ricambi_aggiorna_auto_insert');
  }
  // Statistics of what was just written: without them the planner takes the parts for the few rows of an empty table
  // and reads all 10M of them for every batch (25 s to 4 minutes each) instead of each car's through its index.
  await pool.query('ANALYZE auto, ricambi');
  const BLOCCO = 20_000;
  for (let dopo = '00000000-0000-0000-0000-000000000000'; ; ) {
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM auto WHERE id > $1::uuid ORDER BY id LIMIT $2', [dopo, BLOCCO]);
    if (rows.length === 0) break;
    await pool.query('SELECT aggiorna_auto_da_ricambi($1::uuid[])', [rows.map((r) => r.id)]);
    dopo = rows[rows.length - 1].id;
  }
  const client = await pool.connect();
  try {
    await client.query("SET maintenance_work_mem = '512MB'");
    for (const { definizione } of indici) await client.query(definizione);
  } finally {
    client.release();
  }
}

async function inserisci(pool: Pool): Promise<void> {
  await pool.query(
    `INSERT INTO venditori (id, nome, nome_attivita, updated_at)
     SELECT ('00000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid, 'Venditore ' || s, 'Autodemolizione ' || s, now()
     FROM generate_series(0, $1::int - 1) s
     ON CONFLICT (id) DO NOTHING`,
    [SELLERS],
  );
  await pool.query(
    `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, codice_motore,
                       codice_motore_norm, numero_telaio, descrizione, immagini, created_at, updated_at)
     SELECT gen_random_uuid(), ('00000000-0000-4000-8000-' || lpad((i % $4::int)::text, 12, '0'))::uuid,
            d.marca, split_part(p.pair, '|', 2), 1995 + (hashint4(i)::bigint + 2147483648) % 30, (i::bigint * 7919) % 350000,
            60 + (i * 13) % 240, round((60 + (i * 13) % 240) * 0.7355)::int, d.cilindrata, d.carburante::carburante,
            m.codice, upper(regexp_replace(m.codice, '[\\s.-]+', '', 'g')),
            'ZFA' || lpad(i::text, 14, '0'),
            CASE WHEN i % 50 = 0 THEN 'Faro anteriore destro rotto, resto integro'
                 WHEN i % 7 = 0 THEN 'Incidentata sul posteriore, musata e meccanica intatte'
                 ELSE 'Veicolo fermo, ricambi verificati in officina' END,
            ARRAY[gen_random_uuid() || '.jpg'], now() - make_interval(mins => i), now()
     FROM generate_series(1, $1::int) i,
          LATERAL (SELECT ($2::text[])[1 + ${NAZIONALE ? '(hashint4(i * 7)::bigint + 2147483648)' : '(i * 31)'} % cardinality($2::text[])] AS pair) p,
          LATERAL (SELECT split_part(p.pair, '|', 1) AS marca,
                          ($3::int[])[1 + (hashint4(-i)::bigint + 2147483648) % cardinality($3::int[])] AS cilindrata,
                          ($5::text[])[1 + (hashint4(i + 1000000000)::bigint + 2147483648) % cardinality($5::text[])] AS carburante) d,
          LATERAL (SELECT CASE WHEN i % 4 <> 0 THEN coalesce(
                            ($7::text[])[array_position($6::text[], d.marca || '|' || d.cilindrata || '|' || d.carburante)],
                            upper(left(replace(d.marca, ' ', ''), 3)) || d.cilindrata || upper(left(d.carburante, 1)))
                          END AS codice) m`,
    [LISTINGS, NAZIONALE ? PAIRS_NAZIONALI : PAIRS, CILINDRATE, SELLERS, CARBURANTI, Object.keys(CODICI_MOTORE), Object.values(CODICI_MOTORE)],
  );
  await pool.query(
    `INSERT INTO ricambi (id, auto_id, nome, descrizione, prezzo_centesimi, spedizione_centesimi, disponibile, grado,
                          garanzia_giorni, codice_oem, codici_oem, ordine_id, acquirente_id, venduto_il)
     SELECT gen_random_uuid(), a.id, ($1::text[])[1 + (a.n + k) % 12],
            CASE WHEN ($1::text[])[1 + (a.n + k) % 12] = 'Centralina ECU' THEN 'Centralina motore originale, testata al banco'
                 WHEN (a.n + k) % 3 = 0 THEN 'Testato e funzionante' END,
            2000 + ((a.n * 7 + k) % 400) * 100, 1500, v.disponibile, (ARRAY['A','B','C'])[1 + k % 3]::grado,
            (k % 4) * 30, concat_ws(', ', 'OEM' || a.n || 'X' || k, o.condiviso),
            array_remove(ARRAY['OEM' || a.n || 'X' || k, o.condiviso], NULL),
            -- A part that is not available was sold to an order of its own.
            CASE WHEN NOT v.disponibile THEN gen_random_uuid() END, CASE WHEN NOT v.disponibile THEN gen_random_uuid() END,
            CASE WHEN NOT v.disponibile THEN now() END
     FROM (SELECT id, modello, cilindrata, row_number() OVER (ORDER BY created_at DESC, id) AS n FROM auto) a,
          generate_series(0, 9) k,
          LATERAL (SELECT ${NAZIONALE ? '(hashint4((a.n * 10 + k)::int)::bigint + 2147483648) % 5 >= 2' : '(a.n * 3 + k) % 9 <> 0'} AS disponibile) v,
          LATERAL (SELECT CASE WHEN (a.n + k) % 10 = 0
                          THEN upper(left(md5(a.modello || a.cilindrata || ($1::text[])[1 + (a.n + k) % 12]), 10)) END AS condiviso) o`,
    [[...CATALOGO_RICAMBI]],
  );
}

const PANDA = { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, codiceMotore: '169A4000' } as const;
const GOLF_SENZA_CODICE = { marca: 'Volkswagen', modello: 'Golf', anno: 2015, carburante: 'diesel', cilindrata: 1968, codiceMotore: null } as const;

interface Caso {
  name: string;
  filter: SearchListingsRequest;
}

const CASI: Caso[] = [
  { name: 'nessun filtro', filter: {} },
  { name: 'q=centralina', filter: { q: 'centralina' } },
  { name: 'q=fanale (sinonimo)', filter: { q: 'fanale' } },
  { name: 'q=codice OEM', filter: { q: 'OEM1234X5' } },
  { name: 'q=alfa rom (completa)', filter: { q: 'alfa rom' } },
  { name: 'marca=romeo', filter: { marca: 'romeo' } },
  { name: 'cilindrata=1598', filter: { cilindrata: 1598 } },
  { name: 'soloDisponibili', filter: { soloDisponibili: true } },
  { name: 'pagina 20', filter: { page: 20 } },
  // "Solo compatibili" (docs/rules.md §3.14): the issue's Panda by its engine code or its model, and a Golf without one.
  { name: 'compatibili Panda 1.2', filter: { compatibileCon: PANDA } },
  { name: 'compatibili Golf 2.0', filter: { compatibileCon: GOLF_SENZA_CODICE } },
  { name: 'compatibili + centralina', filter: { compatibileCon: PANDA, q: 'centralina' } },
];

interface Risultato {
  total: number;
  totaleEsatto: boolean;
  items: { id: string }[];
}

const SEARCH = `query Cerca($filter: SearchListingsInput) {
  cercaAuto(filter: $filter) {
    total
    totaleEsatto
    items { id marca modello anno km cv kw carburante immagine ricambiDisponibili venditore { nome } }
  }
}`;

/** The page the searches come from, as a browser would say; the gateway is told it is its own. */
const PAGE_ORIGIN = 'http://localhost:8080';

async function gatewaySearch(gatewayUrl: string, filter: SearchListingsRequest): Promise<Risultato> {
  const { status, body } = await postJson<{ data?: { cercaAuto: Risultato }; errors?: unknown[] }>(
    `${gatewayUrl}/graphql`,
    { query: SEARCH, variables: { filter } },
    { origin: PAGE_ORIGIN },
  );
  if (!body.data || body.errors) throw new Error(`gateway: ${JSON.stringify(body.errors ?? status)}`);
  return body.data.cercaAuto;
}

async function startBare(pool: Pool): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const esegui = eseguiSuPool(pool);
  app.post('/search', (req) => cercaNuda(esegui, req.body));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/search`, close: () => app.close() };
}

/** The bare endpoint, or the floor's edge: the filter as the body, the result (or the floor service's error) as the answer. */
async function plainClient(url: string, filter: SearchListingsRequest): Promise<Risultato> {
  const { status, body } = await postJson<Risultato & { errore?: string }>(url, filter);
  if (status !== 200 || body.errore) throw new Error(`${url}: ${status} ${JSON.stringify(body)}`);
  return body;
}

const carico = { warmup: WARMUP, iterations: ITERATIONS, concurrency: CONCURRENCY };

const rps = (m: Misura) => m.latencies.length / m.seconds;
const cell = (m: Misura) =>
  `${rps(m).toFixed(0).padStart(6)} ${percentile(m.latencies, 0.5).toFixed(1).padStart(7)} ${percentile(m.latencies, 0.95).toFixed(1).padStart(7)}`;
const ratio = (bare: Misura, side: Misura) => `${(rps(bare) / rps(side)).toFixed(2).padStart(6)}×`;
const p95 = (m: Misura) => percentile(m.latencies, 0.95);
const line = (name: string, matches: string, [gateway, floor, bare]: Misura[]) =>
  `${name.padEnd(22)} ${matches.padStart(7)}   ${cell(gateway)}   ${cell(floor)}   ${cell(bare)}   ${ratio(bare, gateway)}   ` +
  `${ratio(bare, floor)}   ${ratio(floor, gateway)}   ${(p95(gateway) / p95(bare)).toFixed(2).padStart(6)}×`;

/** Each target of the run, met or not: a figure beside its bound. */
function obiettivi(casi: Misura[][], [gateway, floor, bare]: Misura[]): string[] {
  const esito = (ok: boolean) => (ok ? 'sì' : 'NO');
  const peggiore = (valore: (sides: Misura[]) => number) => Math.max(...casi.map(valore));
  const p95Peggiore = peggiore(([g]) => p95(g));
  const sulMinimo = peggiore(([g, f]) => rps(f) / rps(g));
  const righe = [
    `p95 di ogni ricerca via gateway ≤ ${P95_TARGET_MS} ms: peggiore ${p95Peggiore.toFixed(1)} ms, ${esito(p95Peggiore <= P95_TARGET_MS)}`,
    `rapporto complessivo gateway / Fastify + pg ≤ ${RATIO_TARGET}: ${(rps(bare) / rps(gateway)).toFixed(2)}×, ` +
      `${esito(rps(bare) / rps(gateway) <= RATIO_TARGET)} (il percorso minimo da solo ${(rps(bare) / rps(floor)).toFixed(2)}×)`,
    `gateway / percorso minimo ≤ ${FLOOR_RATIO_TARGET} in ogni ricerca: peggiore ${sulMinimo.toFixed(2)}×, ` +
      `${esito(sulMinimo <= FLOOR_RATIO_TARGET)}; complessivo ${(rps(floor) / rps(gateway)).toFixed(2)}×`,
  ];
  if (NAZIONALE) {
    const p95Rapporto = peggiore(([g, , b]) => p95(g) / p95(b));
    righe.push(
      `catalogo nazionale, p95 via gateway ≤ ${NATIONAL_P95_RATIO_TARGET}× quello diretto in ogni ricerca: peggiore ` +
        `${p95Rapporto.toFixed(2)}×, ${esito(p95Rapporto <= NATIONAL_P95_RATIO_TARGET)}; e ≤ ${NATIONAL_P95_TARGET_MS} ms: ` +
        `${esito(p95Peggiore <= NATIONAL_P95_TARGET_MS)}`,
    );
  }
  return righe;
}

/** What the catalogue takes on disk: the whole database per listing, and each table and index of the search. */
async function dimensioni(pool: Pool): Promise<string[]> {
  const mb = (bytes: string | number) => `${(Number(bytes) / 1024 ** 2).toFixed(0)} MB`;
  const { rows: [db] } = await pool.query<{ byte: string }>('SELECT pg_database_size(current_database()) AS byte');
  const { rows } = await pool.query<{ nome: string; tabella: string; byte: string }>(
    `SELECT c.relname AS nome, t.relname AS tabella, pg_relation_size(c.oid) AS byte
     FROM pg_class t JOIN pg_index i ON i.indrelid = t.oid JOIN pg_class c ON c.oid = i.indexrelid
     WHERE t.relname IN ('auto', 'ricambi', 'venditori')
     UNION ALL
     SELECT t.relname, t.relname, pg_table_size(t.oid) FROM pg_class t WHERE t.relname IN ('auto', 'ricambi', 'venditori')
     ORDER BY 3 DESC`,
  );
  return [
    `Database: ${mb(db.byte)}, ${(Number(db.byte) / LISTINGS / 1024).toFixed(1)} kB per inserzione`,
    ...rows.map((r) => `  ${(r.nome === r.tabella ? `tabella ${r.nome}` : `indice ${r.nome} (${r.tabella})`).padEnd(58)} ${mb(r.byte).padStart(8)}`),
  ];
}

/** An app of the product as the stack runs it, in a process group of its own; resolves once it answers /health. */
async function startApp(name: string, env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const app = appNamed(name);
  // Its compiled JavaScript as npm start and the images run it (libs/backend/config/src/apps.json `runtime`); `npm run
  // bench:search` builds it.
  const child = spawn(process.execPath, compiledAppArgs(app), {
    cwd: ROOT,
    env: { ...RUNTIME.env, ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env, HTTP_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopApp(child);
      throw new Error(`${name} non ha risposto su /health`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, child };
}


async function main() {
  const reuse = REUSE && (await seedMark(DATABASE_URL)) === SEED_MARK;
  if (!reuse) await recreateDatabase(DATABASE_URL);
  await migrate({ databaseUrl: DATABASE_URL, migrationsDir: path.join(ROOT, 'apps/catalogue/prisma/migrations') });
  const pool = new Pool({ connectionString: DATABASE_URL, max: POOL_SIZE });
  const nats = await startNatsServer();
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-search-'));
  const apps: ChildProcess[] = [];
  const stopAll = () => Promise.all(apps.map(stopApp));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)));
  const bare = await startBare(pool);
  try {
    const from = performance.now();
    if (reuse) console.log(`Seed: ${LISTINGS} inserzioni già nel database (BENCH_REUSE_SEED)`);
    else {
      await seed(pool);
      // Last, so a seed cut short (the parts take most of the time) is never reused as if it were whole.
      await markSeeded(DATABASE_URL, SEED_MARK);
      console.log(`Seed: ${LISTINGS} inserzioni, ${LISTINGS * 10} ricambi, ${SELLERS} venditori in ${((performance.now() - from) / 1000).toFixed(1)} s`);
    }
    console.log((await dimensioni(pool)).join('\n'));

    const catalogue = await startApp('catalogue', { DATABASE_URL, NATS_URL: nats.url });
    apps.push(catalogue.child);
    const gatewayApp = await startApp('gateway', {
      NATS_URL: nats.url,
      REDIS_URL,
      RATE_LIMIT_DISABLED: 'true',
      // Its internal port too is a free one: the running product's gateway holds the default.
      INTERNAL_HTTP_PORT: String(await freePort()),
      STORAGE_DIR: storageDir,
      PUBLIC_ORIGIN: PAGE_ORIGIN,
    });
    apps.push(gatewayApp.child);
    const gatewayUrl = `http://127.0.0.1:${gatewayApp.port}`;
    const servizio = await startFloor('servizio', { DATABASE_URL, NATS_URL: nats.url });
    apps.push(servizio);
    const edgePort = await freePort();
    const edge = await startFloor('edge', { NATS_URL: nats.url, HTTP_PORT: String(edgePort) });
    apps.push(edge);
    const floorUrl = `http://127.0.0.1:${edgePort}/${SEARCH_SUBJECT}`;

    // The sides must answer alike, or the comparison would be between different searches.
    const totals = new Map<string, string>();
    const impronta = (r: Risultato) => `${r.total} ${r.totaleEsatto} ${r.items.map((i) => i.id).join()}`;
    for (const caso of CASI) {
      const [viaGateway, minimo, diretto] = await Promise.all([
        gatewaySearch(gatewayUrl, caso.filter),
        plainClient(floorUrl, caso.filter),
        plainClient(bare.url, caso.filter),
      ]);
      if (impronta(viaGateway) !== impronta(diretto) || impronta(minimo) !== impronta(diretto)) {
        throw new Error(`${caso.name}: il gateway, il percorso minimo e l'endpoint diretto rispondono diversamente`);
      }
      totals.set(caso.name, viaGateway.totaleEsatto ? String(viaGateway.total) : `>${viaGateway.total}`);
    }

    console.log(`\n${ITERATIONS} ricerche per caso e lato, ${CONCURRENCY} in parallelo, dopo ${WARMUP} di riscaldamento`);
    const colonne = ['gateway', 'percorso minimo', 'Fastify + pg'].map((c) => c.padEnd(22)).join('   ');
    console.log(`${''.padEnd(22)} ${''.padStart(7)}   ${colonne}   rapporto`);
    const misure = 'req/s     p50     p95'.padStart(22);
    console.log(`${'ricerca'.padEnd(22)} ${'trovate'.padStart(7)}   ${misure}   ${misure}   ${misure}   gateway   minimo   gw/min   p95 gw/dir`);
    const all: Misura[][] = [];
    for (const caso of CASI) {
      const sides = await measureInTurns(
        [() => gatewaySearch(gatewayUrl, caso.filter), () => plainClient(floorUrl, caso.filter), () => plainClient(bare.url, caso.filter)],
        carico,
        ROUNDS,
      );
      all.push(sides);
      console.log(line(caso.name, totals.get(caso.name) ?? '', sides));
    }
    const [gatewayTutte, minimo, dirette] = [0, 1, 2].map((side) => merge(all.map((sides) => sides[side])));
    console.log(line('complessivo', '', [gatewayTutte, minimo, dirette]));
    console.log(
      '\nms per richiesta; rapporto = req/s diretto / req/s del lato, gw/min = req/s del percorso minimo / req/s del gateway. ' +
        'Percorso minimo: un processo HTTP e un servizio su NATS che esegue le stesse query, senza Nest, GraphQL, log né ' +
        'controlli (bench/floor.ts)',
    );
    console.log(`Obiettivi:\n${obiettivi(all, [gatewayTutte, minimo, dirette]).map((r) => `  ${r}`).join('\n')}`);
    if (CPU) {
      const processi = () => ({
        gateway: [gatewayApp.child.pid!],
        catalogue: [catalogue.child.pid!],
        'edge minimo': [edge.pid!],
        'servizio minimo': [servizio.pid!],
        'nats-server': pidsMatching(`nats-server .*-p ${new URL(nats.url).port}( |$)`),
        postgres: pidsMatching('^postgres: '),
        // The bare endpoint runs in this process, beside the client of every side.
        benchmark: [process.pid],
      });
      const ogniCaso = (cerca: (f: SearchListingsRequest) => Promise<unknown>) => async () => {
        for (const caso of CASI) await measure(() => cerca(caso.filter), { warmup: 0, iterations: ITERATIONS, concurrency: CONCURRENCY });
      };
      await printCpuPerSide(
        processi,
        [
          ['gateway', ogniCaso((f) => gatewaySearch(gatewayUrl, f))],
          ['minimo', ogniCaso((f) => plainClient(floorUrl, f))],
          ['Fastify + pg', ogniCaso((f) => plainClient(bare.url, f))],
        ],
        CASI.length * ITERATIONS,
      );
    }
  } finally {
    await stopAll();
    await bare.close();
    await pool.end();
    await nats.dispose();
    await rm(storageDir, { recursive: true, force: true });
  }
}

runMain(main);
