// Login + `me` through the gateway's /graphql against the same two calls sent straight to identity over NATS, in one
// run against one running stack: the ratio is what the edge (HTTP, GraphQL, JWT, rate-limit bookkeeping) costs on
// top of the service. `me` alone is measured as well, because the memory-hard password hash dominates every login.
// Needs a stack with RATE_LIMIT_DISABLED=true (`npm run bench` starts one), else the login limits stop it early.
import { randomUUID } from 'node:crypto';
import { JSONCodec, connect } from 'nats';
import type { NatsConnection } from 'nats';
import { IDENTITY } from '@ricambiamo/contracts';
import type { Actor, ReplyOf, RequestOf, RpcContract } from '@ricambiamo/contracts';
import { requestPacket } from '@ricambiamo/messaging';
import { freePort } from '@ricambiamo/testing';
import { pidsMatching, printCpuPerSide } from './cpu';
import { startFloor, stopApp } from './floor';
import { graphql, login } from './gateway';
import { postJson } from './http';
import type { Misura } from './measure';
import { measure, measureInTurns, percentile } from './measure';
import { runMain } from './run-main';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
/** The current user through the gateway against identity over NATS: the floor of the shape is about this much too. */
const OBIETTIVO_ME = 2;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/**
 * `me` alone takes about a millisecond: 200 calls after 20 lasted a third of a second, mostly before V8 had compiled
 * the gateway's path, and its ratio moved between 3× and 4.3× from run to run. It gets ten times as many, after a
 * warm-up as long as the old run, the two sides in turns (ME_ROUNDS each).
 */
const ME_ITERATIONS = Number(process.env.BENCH_ME_ITERATIONS ?? 2000);
const ME_WARMUP = 200;
const ME_ROUNDS = 4;
/** After the table, `me` once more on each side, reading the CPU each process spends per call (BENCH_CPU=false skips it). */
const CPU = process.env.BENCH_CPU !== 'false';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const WARMUP = 20;
const EMAIL = process.env.BENCH_EMAIL ?? 'acquirente@ricambiamo.it';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'demo1234';

const ME = `query { utenteCorrente { id } }`;


const gatewayLogin = () => login(EMAIL, PASSWORD);

const codec = JSONCodec();

/** The packet the gateway's RpcClient sends for the contract, as another caller would send it. */
const packet = <C extends RpcContract>(contract: C, actor: Actor | null, data: RequestOf<C>) =>
  requestPacket(contract.subject, randomUUID(), { actor, correlationId: randomUUID(), data });

function responseOf<C extends RpcContract>(reply: { err?: unknown; response?: ReplyOf<C> }): ReplyOf<C> {
  if (reply.err || reply.response === undefined) throw new Error(`identity: ${JSON.stringify(reply.err ?? reply)}`);
  return reply.response;
}

async function natsRequest<C extends RpcContract>(nc: NatsConnection, contract: C, actor: Actor | null, data: RequestOf<C>): Promise<ReplyOf<C>> {
  const msg = await nc.request(contract.subject, codec.encode(packet(contract, actor, data)), { timeout: 10_000 });
  return responseOf<C>(codec.decode(msg.data) as { err?: unknown; response: ReplyOf<C> });
}

/** The same packet through the floor's edge, which hands it to the subject named by the path. */
async function floorRequest<C extends RpcContract>(edgeUrl: string, contract: C, actor: Actor | null, data: RequestOf<C>): Promise<ReplyOf<C>> {
  const { body } = await postJson<{ err?: unknown; response?: ReplyOf<C> }>(`${edgeUrl}/${contract.subject}`, packet(contract, actor, data));
  return responseOf<C>(body);
}

/** The bench's buyer signs in without a second factor: the session of the login's answer. */
const natsLogin = async (nc: NatsConnection) =>
  (await natsRequest(nc, IDENTITY.session.login, null, { email: EMAIL, password: PASSWORD, persistent: false })).sessione!;

interface Result {
  name: string;
  opsPerSecond: number;
  p50: number;
  p95: number;
}

const carico = { warmup: WARMUP, iterations: ITERATIONS, concurrency: CONCURRENCY };
const caricoMe = { warmup: ME_WARMUP, iterations: ME_ITERATIONS, concurrency: CONCURRENCY };

const result = (name: string, { latencies, seconds }: Misura): Result => ({
  name,
  opsPerSecond: latencies.length / seconds,
  p50: percentile(latencies, 0.5),
  p95: percentile(latencies, 0.95),
});

const measureNamed = async (name: string, op: () => Promise<unknown>): Promise<Result> => result(name, await measure(op, carico));

const row = (r: Result) =>
  `${r.name.padEnd(34)} ${r.opsPerSecond.toFixed(1).padStart(9)} ops/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms`;

async function main() {
  const nc = await connect({ servers: NATS_URL });
  const edgePort = await freePort();
  const edge = await startFloor('edge', { NATS_URL, HTTP_PORT: String(edgePort) });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopApp(edge).then(() => process.exit(130)));
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  try {
    const token = await gatewayLogin();
    const { user } = await natsLogin(nc);
    const actor: Actor = { userId: user.id, role: user.ruolo };

    const loginPair: [Result, Result] = [
      await measureNamed('login + me, gateway', async () => graphql(ME, {}, await gatewayLogin())),
      await measureNamed('login + me, NATS diretto', async () => {
        const session = await natsLogin(nc);
        await natsRequest(nc, IDENTITY.user.me, { userId: session.user.id, role: session.user.ruolo }, {});
      }),
    ];
    const [viaGateway, minimo, diretto] = (
      await measureInTurns(
        [() => graphql(ME, {}, token), () => floorRequest(edgeUrl, IDENTITY.user.me, actor, {}), () => natsRequest(nc, IDENTITY.user.me, actor, {})],
        caricoMe,
        ME_ROUNDS,
      )
    ).map((misura, i) => result(['me, gateway', 'me, percorso minimo', 'me, NATS diretto'][i], misura));

    console.log(
      `\n${ITERATIONS} login + me (dopo ${WARMUP} di riscaldamento) e ${ME_ITERATIONS} me (dopo ${ME_WARMUP}, a turni) per lato, ${CONCURRENCY} in parallelo\n`,
    );
    const rapporto = (label: string, side: Result, direct: Result) =>
      `${`rapporto NATS / ${label}`.padEnd(34)} ${(direct.opsPerSecond / side.opsPerSecond).toFixed(2).padStart(9)}×` +
      `         p50 ${label} / NATS ${(side.p50 / direct.p50).toFixed(2)}×`;
    console.log([...loginPair.map(row), rapporto('gateway', ...loginPair), ''].join('\n'));
    console.log([viaGateway, minimo, diretto].map(row).join('\n'));
    console.log(rapporto('gateway', viaGateway, diretto));
    console.log(rapporto('percorso minimo', minimo, diretto));
    console.log(
      `${'rapporto minimo / gateway'.padEnd(34)} ${(minimo.opsPerSecond / viaGateway.opsPerSecond).toFixed(2).padStart(9)}×\n` +
        'Percorso minimo: un processo HTTP che passa il pacchetto di identity a NATS, senza Nest, GraphQL, log né controlli (bench/floor.ts)\n',
    );
    const perGateway = diretto.opsPerSecond / viaGateway.opsPerSecond;
    console.log(
      `Obiettivo: me via gateway ≤ ${OBIETTIVO_ME}× NATS diretto: ${perGateway.toFixed(2)}×, ${perGateway <= OBIETTIVO_ME ? 'raggiunto' : 'NON raggiunto'}` +
        ` (il percorso minimo da solo ${(diretto.opsPerSecond / minimo.opsPerSecond).toFixed(2)}×)\n`,
    );
    if (CPU) {
      // The stack's own processes when bench/run.mjs started it; against another stack, by their command line.
      const stack = JSON.parse(process.env.BENCH_PIDS ?? '{}') as Record<string, number | undefined>;
      const app = (name: string) => (stack[name] ? [stack[name]] : pidsMatching(`dist/apps/${name}/main.js`));
      const processi = () => ({
        gateway: app('gateway'),
        identity: app('identity'),
        'edge minimo': [edge.pid!],
        'nats-server': pidsMatching(`nats-server .*-p ${new URL(NATS_URL).port}( |$)`),
        postgres: pidsMatching('^postgres: '),
        benchmark: [process.pid],
      });
      const ognuno = (op: () => Promise<unknown>) => () => measure(op, { warmup: 0, iterations: ME_ITERATIONS, concurrency: CONCURRENCY });
      await printCpuPerSide(
        processi,
        [
          ['gateway', ognuno(() => graphql(ME, {}, token))],
          ['minimo', ognuno(() => floorRequest(edgeUrl, IDENTITY.user.me, actor, {}))],
          ['NATS diretto', ognuno(() => natsRequest(nc, IDENTITY.user.me, actor, {}))],
        ],
        ME_ITERATIONS,
      );
    }
  } finally {
    await stopApp(edge);
    await nc.close();
  }
}

runMain(main);
