// Saved-search matching (issue 35, docs/architecture.md#saved-searches): how many new listings an hour the demand
// service matches against 100,000 saved searches, against the target of 1,000 an hour without a backlog. The real
// catalogue and demand processes run on a nats-server and fresh databases of their own (`npm run bench:ricerche`,
// nothing on the stack's ports, so it runs beside `npm start` or another bench). A few thousand distinct searches are
// saved through demand's own contract, so each gets the columns the service computes (tsqueries, key, filters), then
// copied in SQL to 100,000 for other buyers. A burst of cars written straight into catalogue is announced at once as
// catalogue's relay would, and timed until demand has applied every event. The baseline is the same burst on other
// cars with the key taken away (every car tries every active search): what indexing by the most selective term saves.
import { createHash, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Pool as PgPool } from 'pg';
import { Pool } from 'pg';
import { connect } from 'nats';
import type { Actor, EventEnvelope, FiltriRicercaSalvataInput, FrequenzaAvviso, PayloadIn, SalvaRicercaRequest } from '@ricambiamo/contracts';
import { CARBURANTI, CATALOGO_RICAMBI, CATALOGUE_EVENTS, DEMAND, EVENTS_STREAM, MAX_RICERCHE_SALVATE } from '@ricambiamo/contracts';
import { ensureEventsStream, RpcClient } from '@ricambiamo/messaging';
import { startNatsServer, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { measure, percentile } from './measure';
import { runMain } from './run-main';
import { CILINDRATE, MODELLI } from './modelli';

const CATALOGUE_DATABASE = 'ricambiamo_catalogue_bench_ricerche';
const DEMAND_DATABASE = 'ricambiamo_demand_bench_ricerche';
const RICERCHE = Number(process.env.BENCH_RICERCHE ?? 100_000);
/** Saved one by one through the contract; the rest are copies of them. */
const DISTINTE = Number(process.env.BENCH_RICERCHE_DISTINTE ?? 4_000);
/** Cars per burst, announced at once. */
const AUTO = Number(process.env.BENCH_AUTO ?? 1_000);
const CONCORRENZA_SALVATAGGI = 8;
const RICAMBI_PER_AUTO = 3;
const SELLERS = 50;
/** Issue 35: 1,000 new listings an hour matched without a backlog. */
const OBIETTIVO_ORARIO = 1_000;
/** A burst that has not drained in this long has failed (an event retried, then dead-lettered), not slowed down. */
const ATTESA_MASSIMA_MS = 20 * 60_000;
const CONSUMER = 'demand-catalogue';

// The makes and models of bench/modelli.ts, and the engine codes makers share across models (some of bench/search.bench.ts's).
const PAIRS = MODELLI.flatMap(([marca, modelli]) => modelli.map((modello) => ({ marca, modello })));
const CODICI_MOTORE: Record<string, string> = {
  'Fiat|1242|benzina': '169A4000',
  'Lancia|1242|benzina': '169A4000',
  'Fiat|1598|diesel': '198A2000',
  'Alfa Romeo|1968|diesel': '940A4000',
  'Volkswagen|1598|diesel': 'CAYC',
  'Skoda|1598|diesel': 'CAYC',
  'Renault|1461|diesel': 'K9K 608',
  'Dacia|1461|diesel': 'K9K 608',
  'Nissan|1461|diesel': 'K9K 608',
  'Peugeot|1598|diesel': 'DV6C',
  'Citroën|1598|diesel': 'DV6C',
  'Mercedes-Benz|2143|diesel': 'OM651',
};
const ANNO_MIN = 1995;
const ANNI = 30;

/** The code a part shares on every car of its model and cc, as the cars' SQL below writes it (one part in three). */
const codiceCondiviso = (modello: string, cilindrata: number, ricambio: string) =>
  createHash('md5').update(`${modello}${cilindrata}${ricambio}`).digest('hex').slice(0, 10).toUpperCase();

/**
 * `AUTO` cars numbered from `primo`, each with RICAMBI_PER_AUTO parts of the catalogue's list, in two set-based INSERTs (catalogue's triggers
 * build each car's search document and part counts). Model, year, cc and fuel drawn apart by hashes of the car's
 * number, three cars in four with their engine's code, one part in three with the code it shares on its model and
 * cc (codiceCondiviso), as in bench/search.bench.ts. Resolves with what each car's event carries.
 */
async function scriviAuto(catalogue: PgPool, primo: number): Promise<{ id: string; venditore_id: string; marca: string; modello: string }[]> {
  const { rows } = await catalogue.query<{ id: string; venditore_id: string; marca: string; modello: string }>(
    `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, codice_motore,
                       codice_motore_norm, descrizione, immagini, updated_at)
     SELECT gen_random_uuid(), ('00000000-0000-4000-8000-' || lpad((i % $4::int)::text, 12, '0'))::uuid,
            d.marca, split_part(p.pair, '|', 2), $8::int + (hashint4(i)::bigint + 2147483648) % $9::int, (i * 7919) % 350000,
            60 + (i * 13) % 240, round((60 + (i * 13) % 240) * 0.7355)::int, d.cilindrata, d.carburante::carburante,
            m.codice, upper(regexp_replace(m.codice, '[\\s.-]+', '', 'g')),
            CASE WHEN i % 50 = 0 THEN 'Faro anteriore destro rotto, resto integro'
                 ELSE 'Veicolo fermo, ricambi verificati in officina' END,
            ARRAY[gen_random_uuid() || '.jpg'], now()
     FROM generate_series($10::int, $10::int + $1::int - 1) i,
          LATERAL (SELECT ($2::text[])[1 + (hashint4(i * 31)::bigint + 2147483648) % cardinality($2::text[])] AS pair) p,
          LATERAL (SELECT split_part(p.pair, '|', 1) AS marca,
                          ($3::int[])[1 + (hashint4(-i)::bigint + 2147483648) % cardinality($3::int[])] AS cilindrata,
                          ($5::text[])[1 + (hashint4(i + 1000000000)::bigint + 2147483648) % cardinality($5::text[])] AS carburante) d,
          LATERAL (SELECT CASE WHEN i % 4 <> 0 THEN coalesce(
                            ($7::text[])[array_position($6::text[], d.marca || '|' || d.cilindrata || '|' || d.carburante)],
                            upper(left(replace(d.marca, ' ', ''), 3)) || d.cilindrata || upper(left(d.carburante, 1)))
                          END AS codice) m
     RETURNING id, venditore_id, marca, modello`,
    [AUTO, PAIRS.map((p) => `${p.marca}|${p.modello}`), CILINDRATE, SELLERS, [...CARBURANTI], Object.keys(CODICI_MOTORE),
      Object.values(CODICI_MOTORE), ANNO_MIN, ANNI, primo],
  );
  await catalogue.query(
    `INSERT INTO ricambi (id, auto_id, nome, prezzo_centesimi, spedizione_centesimi, codice_oem, codici_oem)
     SELECT gen_random_uuid(), a.id, p.nome, 2000 + ((a.n * 7 + p.o) % 400) * 100, 1500, concat_ws(', ', r.proprio, r.condiviso),
            array_remove(ARRAY[r.proprio, r.condiviso], NULL)
     FROM (SELECT id, modello, cilindrata, row_number() OVER (ORDER BY id) AS n FROM auto WHERE id = ANY ($2::uuid[])) a,
          -- Parts of the catalogue's list in an order of the car's own: any three, never twice the same.
          LATERAL (SELECT u.nome, u.o FROM unnest($1::text[]) WITH ORDINALITY u(nome, o) ORDER BY hashtext(a.id || u.nome) LIMIT $3::int) p,
          LATERAL (SELECT 'OEM' || upper(left(replace(a.id::text, '-', ''), 12)) || p.o AS proprio,
                          CASE WHEN (a.n + p.o) % 3 = 0 THEN upper(left(md5(a.modello || a.cilindrata || p.nome), 10)) END AS condiviso) r`,
    [[...CATALOGO_RICAMBI], rows.map((r) => r.id), RICAMBI_PER_AUTO],
  );
  await catalogue.query('ANALYZE auto, ricambi');
  return rows;
}

type Tipo = 'modello e ricambio' | 'codice motore o OEM' | 'marca, modello e anni' | 'marca, ricambio e carburante';

/** A seeded PRNG (mulberry32): the same searches on every run. */
function casuale(seme: number): () => number {
  let a = seme;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The i-th distinct search, as buyers write them: half a model and a part's name ("Panda centralina ecu"), 15% an
 * engine code, a prefix of one or a part's shared OEM code, 20% make and model within a few years, 15% a make and a
 * part's name with the fuel.
 */
function ricerca(i: number, caso: () => number): { tipo: Tipo; richiesta: SalvaRicercaRequest } {
  const scegli = <T>(lista: readonly T[]): T => lista[Math.floor(caso() * lista.length)];
  const { marca, modello } = scegli(PAIRS);
  const parte = scegli(CATALOGO_RICAMBI);
  const frequenza: FrequenzaAvviso = i % 3 === 0 ? 'giornaliera' : 'subito';
  const quota = i % 20;
  let tipo: Tipo;
  let filtri: FiltriRicercaSalvataInput;
  if (quota < 10) {
    tipo = 'modello e ricambio';
    filtri = { q: `${modello} ${parte.toLowerCase()}` };
  } else if (quota < 13) {
    tipo = 'codice motore o OEM';
    const motore = scegli(Object.values(CODICI_MOTORE));
    const codici = [motore, motore.slice(0, 5), codiceCondiviso(modello, scegli(CILINDRATE), parte)];
    filtri = { q: codici[quota - 10] };
  } else if (quota < 17) {
    tipo = 'marca, modello e anni';
    const annoDa = ANNO_MIN + Math.floor(caso() * ANNI);
    filtri = { marca, modello, annoDa, annoA: annoDa + 2 + Math.floor(caso() * 7) };
  } else {
    tipo = 'marca, ricambio e carburante';
    filtri = { q: `${marca} ${parte.toLowerCase()}`, carburante: scegli(['benzina', 'diesel', 'gpl'] as const) };
  }
  const nome = [filtri.q, filtri.marca, filtri.modello, filtri.annoDa && `${filtri.annoDa}–${filtri.annoA}`, filtri.carburante]
    .filter(Boolean)
    .join(' ')
    .slice(0, 60);
  return { tipo, richiesta: { nome, filtri, frequenza } };
}

/** DISTINTE searches saved through DEMAND.search.save, MAX_RICERCHE_SALVATE per buyer, CONCORRENZA_SALVATAGGI at once. */
async function salvaRicerche(natsUrl: string): Promise<void> {
  const rpc = await RpcClient.connect({ natsUrl, timeoutMs: 30_000 });
  const caso = casuale(35);
  const ricerche = Array.from({ length: DISTINTE }, (_, i) => ricerca(i, caso));
  const acquirenti: Actor[] = Array.from({ length: Math.ceil(DISTINTE / MAX_RICERCHE_SALVATE) }, () => ({ userId: randomUUID(), role: 'acquirente' }));
  let prossima = 0;
  try {
    const misura = await measure(
      () => {
        const i = prossima++;
        const actor = acquirenti[Math.floor(i / MAX_RICERCHE_SALVATE)];
        return rpc.send(DEMAND.search.save, ricerche[i].richiesta, { actor, correlationId: `bench-ricerche-${i}` });
      },
      { warmup: 0, iterations: DISTINTE, concurrency: CONCORRENZA_SALVATAGGI },
    );
    console.log(
      `Salvate ${DISTINTE} ricerche distinte di ${acquirenti.length} acquirenti con DEMAND.search.save in ${misura.seconds.toFixed(1)} s ` +
        `(p50 ${percentile(misura.latencies, 0.5).toFixed(1)} ms, ${CONCORRENZA_SALVATAGGI} in parallelo)`,
    );
  } finally {
    await rpc.close();
  }
  const perTipo = new Map<Tipo, { quante: number; esempio: string }>();
  for (const { tipo, richiesta } of ricerche) {
    const voce = perTipo.get(tipo) ?? { quante: 0, esempio: richiesta.nome };
    perTipo.set(tipo, { ...voce, quante: voce.quante + 1 });
  }
  for (const [tipo, { quante, esempio }] of perTipo) console.log(`  ${tipo.padEnd(30)} ${String(quante).padStart(6)}  es. «${esempio}»`);
}

/**
 * The saved searches copied to RICERCHE rows, each copy a new search of a new buyer (so no buyer holds more than
 * MAX_RICERCHE_SALVATE) with the match columns as the service wrote them; then statistics and the visibility map, as
 * autovacuum leaves a table at rest.
 */
async function moltiplica(demand: PgPool): Promise<void> {
  await demand.query(
    `INSERT INTO ricerche_salvate (id, acquirente_id, nome, filtri, frequenza, attiva, parole_query, completamento_query, codici_query,
       chiave, marca_like, modello_like, carburante, anno_da, anno_a, km_da, km_a, cv_da, cv_a, kw_da, kw_a, cilindrata,
       solo_disponibili, compatibile)
     SELECT gen_random_uuid(), (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18))::uuid, s.nome, s.filtri, s.frequenza, s.attiva, s.parole_query,
            s.completamento_query, s.codici_query, s.chiave, s.marca_like, s.modello_like, s.carburante, s.anno_da, s.anno_a, s.km_da,
            s.km_a, s.cv_da, s.cv_a, s.kw_da, s.kw_a, s.cilindrata, s.solo_disponibili, s.compatibile
     FROM (SELECT * FROM ricerche_salvate) s, generate_series(1, ceil($1::numeric / $2::int)::int - 1) k,
          -- The copy's buyer, the same for every search of one buyer in one copy; a version 4 UUID, as the events' schemas want.
          LATERAL (SELECT md5(s.acquirente_id::text || '/' || k) AS h) b
     ORDER BY k, s.id
     LIMIT greatest($1::int - $2::int, 0)`,
    [RICERCHE, DISTINTE],
  );
  await demand.query('VACUUM ANALYZE ricerche_salvate');
  const [r] = (
    await demand.query<{ totale: number; acquirenti: number; con_chiave: number; chiavi: number; codici: number }>(
      `SELECT count(*)::int AS totale, count(DISTINCT acquirente_id)::int AS acquirenti, count(chiave)::int AS con_chiave,
              count(DISTINCT chiave)::int AS chiavi, count(codici_query)::int AS codici
       FROM ricerche_salvate`,
    )
  ).rows;
  console.log(
    `Moltiplicate in SQL: ${r.totale} ricerche di ${r.acquirenti} acquirenti; ${r.con_chiave} con chiave (${r.chiavi} chiavi distinte), ` +
      `${r.totale - r.con_chiave} senza (filtri soli, parole in OR o codici: ${r.codici} hanno la forma di codice)`,
  );
}

interface Raffica {
  secondi: number;
  corrispondenze: number;
  /**
   * Deliveries JetStream made again: the consumer takes 100 events at a time and each must be acked within 30 s, so
   * events slower than 0.3 s each come again, and are skipped as already processed.
   */
  riconsegne: number;
  /** The search.matched events demand's relay published while the burst was matched, and those it had still to. */
  annunciPubblicati: number;
  annunciInAttesa: number;
}

/**
 * AUTO new cars announced at once as catalogue's relay would (the envelope with its id as Nats-Msg-Id), timed until
 * demand's consumer has recorded every event. The relay publishes the matches' events meanwhile, in the same process;
 * what it has not published by then is dropped from the outbox, so that it neither works through the next burst nor
 * holds up demand's stop (nobody reads those events here: the relay's pace is reported, not waited for).
 */
async function raffica(catalogue: PgPool, demand: PgPool, natsUrl: string, primo: number): Promise<{ misura: Raffica; autoIds: string[] }> {
  const auto = await scriviAuto(catalogue, primo);
  const nc = await connect({ servers: natsUrl });
  try {
    await ensureEventsStream(nc);
    const js = nc.jetstream();
    const jsm = await nc.jetstreamManager();
    const riconsegnate = async () => (await jsm.consumers.info(EVENTS_STREAM.name, CONSUMER)).num_redelivered;
    const giaRiconsegnate = await riconsegnate();
    const ids = auto.map(() => randomUUID());
    const inizio = performance.now();
    await Promise.all(
      auto.map((a, i) => {
        const payload: PayloadIn<typeof CATALOGUE_EVENTS.listingCreated> = {
          autoId: a.id, venditoreId: a.venditore_id, marca: a.marca, modello: a.modello,
        };
        const event: EventEnvelope = { id: ids[i], subject: CATALOGUE_EVENTS.listingCreated.subject, occurredAt: new Date().toISOString(), payload };
        return js.publish(event.subject, JSON.stringify(event), { msgID: event.id });
      }),
    );
    await waitFor(
      async () => {
        const { rows } = await demand.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM processed_events WHERE consumer = $1 AND event_id = ANY ($2::uuid[])',
          [CONSUMER, ids],
        );
        return rows[0].n === ids.length ? true : undefined;
      },
      ATTESA_MASSIMA_MS,
      250,
    ).catch(() => {
      throw new Error(`demand non ha applicato ogni evento entro ${ATTESA_MASSIMA_MS / 60_000} minuti: il suo log dice perché`);
    });
    const secondi = (performance.now() - inizio) / 1000;
    const riconsegne = (await riconsegnate()) - giaRiconsegnate;
    const [annunci] = (
      await demand.query<{ pubblicati: number; in_attesa: number }>(
        'SELECT count(published_at)::int AS pubblicati, (count(*) - count(published_at))::int AS in_attesa FROM outbox_events',
      )
    ).rows;
    await demand.query('DELETE FROM outbox_events');
    const autoIds = auto.map((a) => a.id);
    const { rows } = await demand.query<{ n: number }>('SELECT count(*)::int AS n FROM corrispondenze WHERE auto_id = ANY ($1::uuid[])', [autoIds]);
    return {
      misura: { secondi, corrispondenze: rows[0].n, riconsegne, annunciPubblicati: annunci.pubblicati, annunciInAttesa: annunci.in_attesa },
      autoIds,
    };
  } finally {
    await nc.close();
  }
}

/**
 * On average, how many active searches a car of the burst tries through the key (the rows the index hands the match):
 * those keyed by one of its lexemes, and every one without a key.
 */
async function provatePerAuto(catalogue: PgPool, demand: PgPool, autoIds: string[]): Promise<number> {
  const documenti = (await catalogue.query<{ d: string }>('SELECT documento_ricerca::text AS d FROM auto WHERE id = ANY ($1::uuid[])', [autoIds])).rows;
  const { rows } = await demand.query<{ media: number }>(
    `SELECT (SELECT count(*) FROM ricerche_salvate WHERE attiva AND chiave IS NULL) + avg(c.n)::float AS media
     FROM unnest($1::text[]) d,
          LATERAL (SELECT count(*) AS n FROM ricerche_salvate s WHERE s.attiva AND s.chiave = ANY (tsvector_to_array(d::tsvector))) c`,
    [documenti.map((r) => r.d)],
  );
  return rows[0].media;
}

const perOra = (r: Raffica) => (AUTO / r.secondi) * 3600;

async function main() {
  const nats = await startNatsServer();
  const arresti: ((signal?: NodeJS.Signals) => Promise<void>)[] = [];
  // Killed, not stopped: the databases and the NATS server are thrown away, and demand stopping gracefully would first
  // work through the events it holds and publish its outbox, minutes after a burst cut short by an error.
  const stopAll = async () => {
    for (const stop of arresti.reverse()) await stop('SIGKILL');
    await nats.dispose();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)));
  const catalogue = new Pool({ connectionString: testDatabaseUrl(CATALOGUE_DATABASE), max: 2 });
  const demand = new Pool({ connectionString: testDatabaseUrl(DEMAND_DATABASE), max: 2 });
  try {
    arresti.push(await startServiceProcess('catalogue', { natsUrl: nats.url, database: CATALOGUE_DATABASE }));
    // The digest is not what is measured: its sweep stays out of the way.
    arresti.push(await startServiceProcess('demand', { natsUrl: nats.url, database: DEMAND_DATABASE, env: { DIGEST_SWEEP_MS: '3600000' } }));

    await salvaRicerche(nats.url);
    await moltiplica(demand);

    console.log(`\nRaffica con l'indice: ${AUTO} auto nuove annunciate insieme`);
    const conIndice = await raffica(catalogue, demand, nats.url, 1);
    const provate = await provatePerAuto(catalogue, demand, conIndice.autoIds);

    console.log(`Riferimento senza indice: chiave = NULL su ogni ricerca, altre ${AUTO} auto nuove`);
    await demand.query('UPDATE ricerche_salvate SET chiave = NULL');
    await demand.query('VACUUM ANALYZE ricerche_salvate');
    const attive = (await demand.query<{ n: number }>('SELECT count(*)::int AS n FROM ricerche_salvate WHERE attiva')).rows[0].n;
    const senzaIndice = await raffica(catalogue, demand, nats.url, AUTO + 1);

    const righe: [string, (r: Raffica) => string][] = [
      ['tempo fino all\'ultimo evento (s)', (r) => r.secondi.toFixed(1)],
      ['auto all\'ora', (r) => perOra(r).toFixed(0)],
      ['rispetto all\'obiettivo', (r) => `${(perOra(r) / OBIETTIVO_ORARIO).toFixed(1)}×`],
      ['ms per auto', (r) => ((r.secondi * 1000) / AUTO).toFixed(1)],
      ['corrispondenze scritte', (r) => String(r.corrispondenze)],
      ['corrispondenze per auto', (r) => (r.corrispondenze / AUTO).toFixed(1)],
      ['annunci pubblicati nel frattempo', (r) => String(r.annunciPubblicati)],
      ['annunci al secondo', (r) => (r.annunciPubblicati / r.secondi).toFixed(0)],
      ['annunci ancora da pubblicare', (r) => String(r.annunciInAttesa)],
      ['eventi riconsegnati', (r) => String(r.riconsegne)],
    ];
    console.log(`\n${RICERCHE} ricerche salvate, ${AUTO} auto per raffica; obiettivo ${OBIETTIVO_ORARIO} auto all'ora senza arretrato`);
    console.log(`${''.padEnd(34)} ${'con indice'.padStart(12)} ${'senza indice'.padStart(14)}`);
    console.log(`${'ricerche provate per auto'.padEnd(34)} ${provate.toFixed(0).padStart(12)} ${String(attive).padStart(14)}`);
    for (const [nome, valore] of righe) {
      console.log(`${nome.padEnd(34)} ${valore(conIndice.misura).padStart(12)} ${valore(senzaIndice.misura).padStart(14)}`);
    }
    console.log(`Rapporto senza indice / con indice: ${(senzaIndice.misura.secondi / conIndice.misura.secondi).toFixed(2)}×`);
  } finally {
    await stopAll();
    await catalogue.end();
    await demand.end();
  }
}

runMain(main);
