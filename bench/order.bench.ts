// Placing an order through the gateway's /graphql (HTTP, GraphQL, JWT, NATS to orders, NATS from orders to catalogue
// for the reservation, Prisma on both sides) against a bare pg.Pool per database running, in this process, the same
// statements on the same two databases: what the layers of the product cost on top of the SQL of a placement.
// The bare side leaves out HTTP, GraphQL, the JWT check, both NATS hops, Nest's pipes and Prisma (its query building
// and its interactive transactions); it keeps every read and write of PiazzamentoService and RicambiService.reserve.
// Needs a stack with RATE_LIMIT_DISABLED=true (`npm run bench` starts one) and its catalogue and orders databases.
import { randomInt, randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { DEMO_ACQUIRENTE_ID, DEMO_PASSWORD, ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { EventContract, PayloadIn, PlaceOrderRequest } from '@ricambiamo/contracts';
import { inTransazione } from '@ricambiamo/database';
import { impronta } from '@ricambiamo/messaging';
import type { Auto } from './auto';
import { checkout, conDatabaseOrdini, PARTS, seedCars } from './auto';
import { pidsMatching, printCpuPerSide, quiete, ritmo } from './cpu';
import { graphql, login } from './gateway';
import { measure, percentile } from './measure';
import type { Misura } from './measure';
import { runMain } from './run-main';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const WARMUP = 10;
/** The Prisma adapter of each service keeps 10 connections; each bare pool gets as many. */
const POOL_SIZE = 10;
const PAYMENT_WINDOW_MS = 48 * 3600 * 1000;
/** The bound on placing an order through the gateway against the bare pool. */
const OBIETTIVO = 2.5;
/**
 * After the table, each side once more (CPU_ORDERS orders) reading the CPU of every process of the stack per order,
 * until the events the orders caused have been handled (BENCH_CPU=false skips it).
 */
const CPU = process.env.BENCH_CPU !== 'false';
const CPU_ORDERS = 100;

const PLACE = `mutation Place($input: PlaceOrderInput!) {
  effettuaOrdine(input: $input) { id codice stato totaleCentesimi ricambi { ricambioId } cronologia { stato } }
}`;


/** enqueueEvent of @ricambiamo/messaging on a pg client: the payload checked against its contract, then one INSERT. */
const outbox = <E extends EventContract>(db: PoolClient, contract: E, payload: PayloadIn<E>) =>
  db.query('INSERT INTO outbox_events (id, subject, payload, occurred_at) VALUES ($1::uuid, $2, $3::jsonb, $4::timestamptz)', [
    randomUUID(),
    contract.subject,
    JSON.stringify(contract.payload.parse(payload)),
    new Date().toISOString(),
  ]);

interface RigaRiservata {
  id: string;
  nome: string;
  descrizione: string | null;
  prezzo_centesimi: number;
  spedizione_centesimi: number;
}

const ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** PiazzamentoService.place with RicambiService.reserve inlined, as SQL in the order the services send it. */
async function barePlace(catalogue: Pool, orders: Pool, richiesta: PlaceOrderRequest) {
  const acquirenteId = DEMO_ACQUIRENTE_ID;
  const { ordineId, autoId, ricambiIds } = richiesta;
  const fingerprint = impronta({ ...richiesta, acquirenteId, ricambiIds: [...ricambiIds].sort() });
  if ((await orders.query('SELECT acquirente_id, impronta FROM ordini WHERE id = $1::uuid', [ordineId])).rowCount) throw new Error('ordine già presente');
  await orders.query(
    `INSERT INTO tentativi (ordine_id, acquirente_id, impronta) VALUES ($1::uuid, $2::uuid, $3)
     ON CONFLICT (ordine_id) DO UPDATE SET richieste = tentativi.richieste + 1, ultima_richiesta = now()
       WHERE NOT tentativi.abbandonato AND tentativi.impronta = EXCLUDED.impronta
     RETURNING richieste`,
    [ordineId, acquirenteId, fingerprint],
  );
  const adesso = Date.now();
  const scadenza = new Date(adesso + PAYMENT_WINDOW_MS);
  const { venditoreId, ricambi } = await inTransazione(catalogue, async (db) => {
    const auto = await db.query<{ venditore_id: string }>('SELECT venditore_id FROM auto WHERE id = $1::uuid FOR UPDATE', [autoId]);
    const presi = await db.query<RigaRiservata>(
      `UPDATE ricambi
       SET disponibile = false, ordine_id = $1::uuid, acquirente_id = $2::uuid, riservato_fino = $3::timestamptz
       WHERE auto_id = $4::uuid
         AND id = ANY($5::uuid[])
         AND (disponibile OR (ordine_id = $1::uuid AND acquirente_id = $2::uuid AND venduto_il IS NULL))
         AND now() <= $6::timestamptz
       RETURNING id, nome, descrizione, prezzo_centesimi, spedizione_centesimi`,
      [ordineId, acquirenteId, scadenza.toISOString(), autoId, ricambiIds, new Date(adesso + 5000).toISOString()],
    );
    if (presi.rows.length !== ricambiIds.length) throw new Error('ricambi non disponibili');
    return { venditoreId: auto.rows[0].venditore_id, ricambi: presi.rows };
  });
  const codice = Array.from({ length: 8 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
  const totaleCentesimi = ricambi.reduce((somma, r) => somma + r.prezzo_centesimi + r.spedizione_centesimi, 0);
  await inTransazione(orders, async (db) => {
    // The seller's lock shared with a suspension, and the suspension's note (docs/architecture.md#suspensions).
    await db.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [`orders.venditore:${venditoreId}`]);
    await db.query('SELECT count(*) FROM venditori_sospesi WHERE venditore_id = $1::uuid', [venditoreId]);
    const concluso = await db.query('DELETE FROM tentativi WHERE ordine_id = $1::uuid AND NOT abbandonato', [ordineId]);
    if (concluso.rowCount !== 1) throw new Error('tentativo già concluso');
    await db.query('SELECT count(*) FROM ordini WHERE id = $1::uuid', [ordineId]);
    await db.query(
      `INSERT INTO ordini (id, codice, acquirente_id, venditore_id, auto_id, totale_centesimi, scadenza_pagamento, causale,
                           impronta, nome, email, telefono, indirizzo, citta, cap, provincia)
       VALUES ($1::uuid, $2, $3::uuid, $4::uuid, $5::uuid, $6, $7::timestamptz, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       RETURNING *`,
      [
        ...[ordineId, codice, acquirenteId, venditoreId, autoId, totaleCentesimi, scadenza.toISOString()],
        ...[`Ordine ${codice} - ${richiesta.nome}`, fingerprint, richiesta.nome, richiesta.email, richiesta.telefono],
        ...[richiesta.indirizzo, richiesta.citta, richiesta.cap, richiesta.provincia],
      ],
    );
    await db.query(
      `INSERT INTO ordini_ricambi (ordine_id, ricambio_id, nome, descrizione, prezzo_centesimi, spedizione_centesimi)
       SELECT $1::uuid, * FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::int[])
       RETURNING *`,
      [ordineId, ...(['id', 'nome', 'descrizione', 'prezzo_centesimi', 'spedizione_centesimi'] as const).map((k) => ricambi.map((r) => r[k]))],
    );
    await db.query(`INSERT INTO passaggi_stato (id, ordine_id, stato, autore) VALUES ($1::uuid, $2::uuid, 'pending', 'acquirente') RETURNING *`, [
      randomUUID(),
      ordineId,
    ]);
    // The event carries the order as written, with the seller's payment data (RiepilogoOrdineEvent).
    const venditoreLetto = await db.query<{ nome: string; nome_attivita: string | null; iban: string | null }>(
      'SELECT nome, nome_attivita, iban FROM venditori WHERE id = $1::uuid',
      [venditoreId],
    );
    const { nome, nome_attivita, iban } = venditoreLetto.rows[0] ?? { nome: '', nome_attivita: null, iban: null };
    const { email, telefono, indirizzo, citta, cap, provincia } = richiesta;
    await outbox(db, ORDERS_EVENTS.orderCreated, {
      ...{ ordineId, codice, acquirenteId, venditoreId, autoId, totaleCentesimi, scadenzaPagamento: scadenza.toISOString() },
      causale: `Ordine ${codice} - ${richiesta.nome}`,
      pagamento: { beneficiario: nome_attivita ?? nome, iban },
      ricambi: ricambi.map((r) => ({ nome: r.nome, prezzoCentesimi: r.prezzo_centesimi, spedizioneCentesimi: r.spedizione_centesimi })),
      spedizione: { nome: richiesta.nome, email, telefono, indirizzo, citta, cap, provincia },
      note: richiesta.note ?? null,
    });
  });
}

/** The processes a placement passes through; the others only handle what its events cause. */
const PERCORSO = ['gateway', 'orders', 'catalogue', 'identity'];
const fuoriPercorso = () => Object.keys(pidsDelloStack()).filter((nome) => !PERCORSO.includes(nome));
const pidsDelloStack = () => JSON.parse(process.env.BENCH_PIDS ?? '{}') as Record<string, number>;

/**
 * `misura` with the processes off the placement path stopped (SIGSTOP), then the stack back to rest once they go on.
 * Each order's events cost those consumers about as much CPU as the placement, the same on both sides; left running,
 * they share the two cores with the side that keeps pace with them, while the faster side leaves them behind and
 * stops its clock before they catch up. Stopped, both sides are timed on the placement alone, and the work the
 * events cause is counted by the CPU pass instead.
 */
async function soloPercorso<T>(misura: () => Promise<T>, riposo: number): Promise<T> {
  const segnala = (segnale: NodeJS.Signals) => {
    for (const nome of fuoriPercorso()) process.kill(pidsDelloStack()[nome], segnale);
  };
  const riprendi = () => segnala('SIGCONT');
  process.once('exit', riprendi);
  segnala('SIGSTOP');
  try {
    return await misura();
  } finally {
    riprendi();
    process.off('exit', riprendi);
    await quiete(processi, riposo);
  }
}

/** Hands out one car per call, so every order of either side takes parts nobody holds. */
const dealer = (cars: Auto[]) => {
  let next = 0;
  return () => {
    if (next >= cars.length) throw new Error('auto finite');
    return cars[next++];
  };
};

/** Every process of the stack (BENCH_PIDS): the events of an order keep notifications, reviews and others busy after it. */
const processi = () => ({
  ...Object.fromEntries(Object.entries(pidsDelloStack()).map(([nome, pid]) => [nome, [pid]])),
  'nats-server': pidsMatching(`nats-server .*-p ${new URL(process.env.NATS_URL ?? 'nats://127.0.0.1:4222').port}( |$)`),
  postgres: pidsMatching('^postgres: '),
  benchmark: [process.pid],
});

const rps = (m: Misura) => m.latencies.length / m.seconds;
const row = (name: string, m: Misura) =>
  `${name.padEnd(22)} ${rps(m).toFixed(1).padStart(8)} ordini/s   p50 ${percentile(m.latencies, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(m.latencies, 0.95).toFixed(1).padStart(7)} ms`;

async function main() {
  await conDatabaseOrdini(POOL_SIZE, async ({ catalogue, orders }) => {
    const perSide = WARMUP + ITERATIONS;
    // The stack at rest, before any order: what "back to rest" means after each side of the CPU pass.
    const riposo = Math.min(await ritmo(processi), await ritmo(processi), await ritmo(processi));
    const cars = await seedCars(catalogue, 2 * perSide + (CPU ? 2 * CPU_ORDERS : 0));
    const token = await login('acquirente@ricambiamo.it', DEMO_PASSWORD);
    const carico = { warmup: WARMUP, iterations: ITERATIONS, concurrency: CONCURRENCY };

    const perGateway = dealer(cars.slice(0, perSide));
    const viaGateway = async (auto: Auto) => {
      const { effettuaOrdine } = await graphql<{ effettuaOrdine: { stato: string; ricambi: unknown[] } }>(PLACE, { input: checkout(auto) }, token);
      if (effettuaOrdine.stato !== 'pending' || effettuaOrdine.ricambi.length !== PARTS) throw new Error(`gateway: ${JSON.stringify(effettuaOrdine)}`);
    };
    const gateway = await soloPercorso(() => measure(() => viaGateway(perGateway()), carico), riposo);
    const perBare = dealer(cars.slice(perSide, 2 * perSide));
    const bare = await soloPercorso(() => measure(() => barePlace(catalogue, orders, checkout(perBare())), carico), riposo);

    // Both sides must have done the same work: every order written with its parts taken, nothing left half-way.
    const placed = await orders.query<{ ordini: number; righe: number; tentativi: number }>(
      `SELECT (SELECT count(*) FROM ordini)::int AS ordini, (SELECT count(*) FROM ordini_ricambi)::int AS righe,
              (SELECT count(*) FROM tentativi)::int AS tentativi`,
    );
    const taken = await catalogue.query<{ n: number }>('SELECT count(*)::int AS n FROM ricambi WHERE auto_id = ANY($1::uuid[]) AND NOT disponibile', [
      cars.map((c) => c.id),
    ]);
    const { ordini, righe, tentativi } = placed.rows[0];
    if (ordini !== 2 * perSide || righe !== 2 * perSide * PARTS || tentativi !== 0 || taken.rows[0].n !== 2 * perSide * PARTS) {
      throw new Error(`conteggi inattesi: ${ordini} ordini, ${righe} righe, ${tentativi} tentativi, ${taken.rows[0].n} ricambi presi`);
    }

    console.log(`\n${ITERATIONS} ordini per lato (${PARTS} ricambi ciascuno), ${CONCURRENCY} in parallelo, dopo ${WARMUP} di riscaldamento`);
    console.log(`fermi mentre si misura: ${fuoriPercorso().join(', ')}\n`);
    console.log(row('effettuaOrdine, gateway', gateway));
    console.log(row('effettuaOrdine, pg diretto', bare));
    const rapporto = rps(bare) / rps(gateway);
    console.log(
      `${'rapporto pg / gateway'.padEnd(22)} ${rapporto.toFixed(2).padStart(8)}×` +
        `           p50 gateway / pg ${(percentile(gateway.latencies, 0.5) / percentile(bare.latencies, 0.5)).toFixed(2)}×\n`,
    );
    console.log(`Obiettivo: gateway ≤ ${OBIETTIVO}× pg diretto: ${rapporto.toFixed(2)}×, ${rapporto <= OBIETTIVO ? 'raggiunto' : 'NON raggiunto'}`);

    if (CPU) {
      const lato = (cars: Auto[], place: (auto: Auto) => Promise<unknown>) => async () => {
        const next = dealer(cars);
        await measure(() => place(next()), { warmup: 0, iterations: CPU_ORDERS, concurrency: CONCURRENCY });
        await quiete(processi, riposo);
      };
      const extra = cars.slice(2 * perSide);
      await printCpuPerSide(
        processi,
        [
          ['gateway', lato(extra.slice(0, CPU_ORDERS), viaGateway)],
          ['pg diretto', lato(extra.slice(CPU_ORDERS), (auto) => barePlace(catalogue, orders, checkout(auto)))],
        ],
        CPU_ORDERS,
      );
    }
  });
}

runMain(main);
