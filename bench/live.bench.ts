// How long a seller waits to learn of a new order: from the order's commit in the orders service to the `aggiornamentiLive`
// message on the seller's graphql-ws subscription through the gateway (orders publishes the hint on NATS core after
// the commit, the gateway forwards it to the seller's connections). Beside it, in the same run, the floor: a bare NATS
// publish → subscribe on the same server, at the same rate.
//
// The commit's time is the orders outbox row's `occurred_at`, written in the order's transaction just before it
// commits: the figure is therefore an upper bound of commit → message (it also holds the commit itself).
// Needs a stack with RATE_LIMIT_DISABLED=true (`npm run bench` starts one) and its catalogue and orders databases.
import { createClient } from 'graphql-ws';
import { connect } from 'nats';
import type { Pool } from 'pg';
import { DEMO_PASSWORD, ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { Auto } from './auto';
import { checkout, conDatabaseOrdini, seedCars } from './auto';
import { graphql, LIVE_URL, login, WebSocketDellaPagina } from './gateway';
import { percentile } from './measure';
import { runMain } from './run-main';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const ORDERS = Number(process.env.BENCH_LIVE_ORDERS ?? 200);
/**
 * A steady rate far below what orders can place (30–60/s on this machine): each order commits, and its hint arrives,
 * before the next one is placed, so the latency of one message is measured rather than a queue, and every message is
 * paired with its own order (the gateway sends a connection at most one pending hint of each kind).
 */
const INTERVAL_MS = Number(process.env.BENCH_LIVE_INTERVAL_MS ?? 200);
const WARMUP = 10;
/** A live update reaches the seller within this, at p95, after the order commits. */
const OBIETTIVO_P95_MS = 100;

const PLACE = `mutation Place($input: PlaceOrderInput!) { effettuaOrdine(input: $input) { id } }`;

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** Wall-clock milliseconds with the sub-millisecond resolution of the monotonic clock. */
const adesso = () => performance.timeOrigin + performance.now();

/** The seller's subscription through the gateway, as the web opens it; resolves once the server has acknowledged it. */
async function subscribeAsSeller(accessToken: string, onOrders: (at: number) => void) {
  const client = createClient({
    url: LIVE_URL,
    webSocketImpl: WebSocketDellaPagina,
    connectionParams: { accessToken },
    lazy: false,
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('closed', (event) => reject(new Error(`subscription closed: ${JSON.stringify(event)}`)));
  });
  client.subscribe<{ aggiornamentiLive: { argomento: string } }>(
    { query: 'subscription { aggiornamentiLive { argomento } }' },
    {
      next: ({ data }) => {
        if (data?.aggiornamentiLive.argomento === 'ordini') onOrders(adesso());
      },
      error: (error) => console.error('subscription error', error),
      complete: () => undefined,
    },
  );
  return client;
}

/** Places one order per tick; returns each order's commit time (its outbox row) in order. */
async function placeSteadily(cars: Auto[], token: string, orders: Pool): Promise<{ ordineId: string; commit: number }[]> {
  const placed: string[] = [];
  const start = adesso();
  await Promise.all(
    cars.map(async (auto, i) => {
      await tick(start + i * INTERVAL_MS - adesso());
      const { effettuaOrdine } = await graphql<{ effettuaOrdine: { id: string } }>(PLACE, { input: checkout(auto) }, token);
      placed.push(effettuaOrdine.id);
    }),
  );
  const { rows } = await orders.query<{ ordine: string; at: Date }>(
    `SELECT payload->>'ordineId' AS ordine, occurred_at AS at FROM outbox_events WHERE subject = $1 AND payload->>'ordineId' = ANY($2)`,
    [ORDERS_EVENTS.orderCreated.subject, placed],
  );
  return rows.map((r) => ({ ordineId: r.ordine, commit: r.at.getTime() })).sort((a, b) => a.commit - b.commit);
}

/**
 * Each order's latency: the first seller message after its commit. At this rate each message arrives before the next
 * order commits; one that does not (or never arrives) makes the run fail rather than pair with the wrong order.
 */
function pair(commits: { commit: number }[], arrivals: number[]): number[] {
  return commits.map(({ commit }, i) => {
    const next = commits[i + 1]?.commit ?? Infinity;
    const arrival = arrivals.find((at) => at >= commit - 1 && at < next);
    if (arrival === undefined) throw new Error(`nessun messaggio per l'ordine ${i + 1} prima del successivo`);
    return Math.max(0, arrival - commit);
  });
}

async function bareNats(): Promise<number[]> {
  const nc = await connect({ servers: NATS_URL, name: 'bench-live' });
  const latencies: number[] = [];
  const sub = nc.subscribe('bench.live.nudo', { callback: (_err, msg) => latencies.push(adesso() - Number(msg.string())) });
  await nc.flush();
  const start = adesso();
  for (let i = 0; i < WARMUP + ORDERS; i++) {
    await tick(start + i * INTERVAL_MS - adesso());
    nc.publish('bench.live.nudo', String(adesso()));
  }
  await nc.flush();
  await tick(100);
  sub.unsubscribe();
  await nc.close();
  return latencies.slice(WARMUP).sort((a, b) => a - b);
}

const row = (name: string, sorted: number[]) =>
  `${name.padEnd(34)} p50 ${percentile(sorted, 0.5).toFixed(2).padStart(7)} ms   p95 ${percentile(sorted, 0.95).toFixed(2).padStart(7)} ms   max ${sorted[sorted.length - 1].toFixed(2).padStart(7)} ms`;

async function main() {
  await conDatabaseOrdini(2, async ({ catalogue, orders }) => {
    const cars = await seedCars(catalogue, WARMUP + ORDERS);
    const [seller, buyer] = await Promise.all([login('venditore@ricambiamo.it', DEMO_PASSWORD), login('acquirente@ricambiamo.it', DEMO_PASSWORD)]);
    const arrivals: number[] = [];
    const client = await subscribeAsSeller(seller, (at) => arrivals.push(at));
    try {
      const warm = await placeSteadily(cars.slice(0, WARMUP), buyer, orders);
      await tick(500);
      pair(warm, arrivals);
      arrivals.length = 0;
      const commits = await placeSteadily(cars.slice(WARMUP), buyer, orders);
      await tick(500);
      if (commits.length !== ORDERS) throw new Error(`${commits.length} ordini scritti su ${ORDERS}`);
      const live = pair(commits, arrivals).sort((a, b) => a - b);
      const nudo = await bareNats();
      console.log(`\n${ORDERS} ordini, uno ogni ${INTERVAL_MS} ms, dopo ${WARMUP} di riscaldamento\n`);
      console.log(row('commit → aggiornamentiLive del venditore', live));
      console.log(row('NATS publish → subscribe, nudo', nudo));
      console.log(`${'rapporto p50 / p95'.padEnd(34)} ${(percentile(live, 0.5) / percentile(nudo, 0.5)).toFixed(1)}× / ${(percentile(live, 0.95) / percentile(nudo, 0.95)).toFixed(1)}×\n`);
      const p95 = percentile(live, 0.95);
      console.log(`Obiettivo: p95 dal commit al venditore ≤ ${OBIETTIVO_P95_MS} ms: ${p95.toFixed(1)} ms, ${p95 <= OBIETTIVO_P95_MS ? 'raggiunto' : 'NON raggiunto'}\n`);
    } finally {
      await client.dispose();
    }
  });
}

runMain(main);
