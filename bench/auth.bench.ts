// Login + `me` through the gateway's /graphql against the same two calls sent straight to identity over NATS, in one
// run against one running stack: the ratio is what the edge (HTTP, GraphQL, JWT, rate-limit bookkeeping) costs on
// top of the service. `me` alone is measured as well, because the memory-hard password hash dominates every login.
// Needs a stack with RATE_LIMIT_DISABLED=true (`npm run bench` starts one), else the login limits stop it early.
import { randomUUID } from 'node:crypto';
import { JSONCodec, connect } from 'nats';
import type { NatsConnection } from 'nats';
import { IDENTITY } from '@ricambiamo/contracts';
import type { Actor, ReplyOf, RequestOf, RpcContract } from '@ricambiamo/contracts';
import { graphql, login } from './gateway';
import type { Misura } from './measure';
import { measure, measureInTurns, percentile } from './measure';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/**
 * `me` alone takes about a millisecond: 200 calls after 20 lasted a third of a second, mostly before V8 had compiled
 * the gateway's path, and its ratio moved between 3× and 4.3× from run to run. It gets ten times as many, after a
 * warm-up as long as the old run, the two sides in turns (ME_ROUNDS each).
 */
const ME_ITERATIONS = Number(process.env.BENCH_ME_ITERATIONS ?? 2000);
const ME_WARMUP = 200;
const ME_ROUNDS = 4;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const WARMUP = 20;
const EMAIL = process.env.BENCH_EMAIL ?? 'acquirente@ricambiamo.it';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'demo1234';

const ME = `query { me { id } }`;


const gatewayLogin = () => login(EMAIL, PASSWORD);

const codec = JSONCodec();

/** The wire format of @nestjs/microservices over NATS: a packet with an id gets a reply, one without is an event. */
async function natsRequest<C extends RpcContract>(nc: NatsConnection, contract: C, actor: Actor | null, data: RequestOf<C>): Promise<ReplyOf<C>> {
  const packet = { pattern: contract.subject, id: randomUUID(), data: { actor, correlationId: randomUUID(), data } };
  const msg = await nc.request(contract.subject, codec.encode(packet), { timeout: 10_000 });
  const reply = codec.decode(msg.data) as { err?: unknown; response: ReplyOf<C> };
  if (reply.err) throw new Error(`identity: ${JSON.stringify(reply.err)}`);
  return reply.response;
}

const natsLogin = (nc: NatsConnection) =>
  natsRequest(nc, IDENTITY.session.login, null, { email: EMAIL, password: PASSWORD, persistent: false });

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
  `${r.name.padEnd(26)} ${r.opsPerSecond.toFixed(1).padStart(9)} ops/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms`;

async function main() {
  const nc = await connect({ servers: NATS_URL });
  try {
    const token = await gatewayLogin();
    const { user } = await natsLogin(nc);
    const actor: Actor = { userId: user.id, role: user.ruolo };

    const pairs: [Result, Result][] = [
      [
        await measureNamed('login + me, gateway', async () => graphql(ME, {}, await gatewayLogin())),
        await measureNamed('login + me, NATS diretto', async () => {
          const session = await natsLogin(nc);
          await natsRequest(nc, IDENTITY.user.me, { userId: session.user.id, role: session.user.ruolo }, {});
        }),
      ],
      (
        await measureInTurns(
          [() => graphql(ME, {}, token), () => natsRequest(nc, IDENTITY.user.me, actor, {})],
          caricoMe,
          ME_ROUNDS,
        )
      ).map((misura, i) => result(i === 0 ? 'me, gateway' : 'me, NATS diretto', misura)) as [Result, Result],
    ];

    console.log(
      `\n${ITERATIONS} login + me (dopo ${WARMUP} di riscaldamento) e ${ME_ITERATIONS} me (dopo ${ME_WARMUP}, a turni) per lato, ${CONCURRENCY} in parallelo\n`,
    );
    for (const [gateway, direct] of pairs) {
      console.log(row(gateway));
      console.log(row(direct));
      console.log(
        `${'rapporto NATS / gateway'.padEnd(26)} ${(direct.opsPerSecond / gateway.opsPerSecond).toFixed(2).padStart(9)}×` +
          `         p50 gateway / NATS ${(gateway.p50 / direct.p50).toFixed(2)}×\n`,
      );
    }
  } finally {
    await nc.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
