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
import { measure, percentile } from './measure';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
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

async function measureNamed(name: string, op: () => Promise<unknown>): Promise<Result> {
  const { latencies, seconds } = await measure(op, carico);
  return { name, opsPerSecond: latencies.length / seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

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
      [
        await measureNamed('me, gateway', () => graphql(ME, {}, token)),
        await measureNamed('me, NATS diretto', () => natsRequest(nc, IDENTITY.user.me, actor, {})),
      ],
    ];

    console.log(`\n${ITERATIONS} operazioni per caso, ${CONCURRENCY} in parallelo, dopo ${WARMUP} di riscaldamento\n`);
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
