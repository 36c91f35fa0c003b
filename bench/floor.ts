// The least a request can cost in the product's shape (an HTTP edge in front of services on NATS, docs/architecture.md#shape), with
// nothing of ours between: no Nest, GraphQL, logs, metrics or access checks.
// - `edge`: an HTTP process that hands a POST's body to the NATS subject named by its path and answers the reply, both
//   as they are. bench/auth.bench.ts sends it identity's `me` packet, so the floor of `me` is this edge and identity.
// - `servizio`: a service process that answers the home search on SEARCH_SUBJECT with catalogue's queries (`cerca`,
//   `eseguiSuPool`, after the contract's zod parse that gives the filters their defaults). bench/search.bench.ts runs it
//   with the edge beside the gateway and the bare endpoint.
// Each table then tells how much of the gateway's ratio is that shape and how much our layers add.
// `node -r @swc-node/register bench/floor.ts edge|servizio`, with NATS_URL, and HTTP_PORT (edge) or DATABASE_URL
// (servizio); each prints "pronto" once it serves.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import { connect, JSONCodec } from 'nats';
import { Pool } from 'pg';
import type { Esegui } from '@ricambiamo/catalogue-search';
import { cerca, eseguiSuPool } from '@ricambiamo/catalogue-search';
import { RUNTIME } from '@ricambiamo/config';
import { searchListingsRequest } from '@ricambiamo/contracts';

export const SEARCH_SUBJECT = 'bench.search';
/** Catalogue's pool keeps 10 connections (createPgPool); the bare endpoint and the floor's service get as many. */
export const POOL_SIZE = 10;

type Ruolo = 'edge' | 'servizio';

/** The home search as the bench's query asks for it: catalogue's queries, the cards with the fields the bench reads. */
export async function cercaNuda(esegui: Esegui, body: unknown) {
  const { rows, total, totaleEsatto } = await cerca(esegui, searchListingsRequest.parse(body));
  return {
    total,
    totaleEsatto,
    items: rows.map((r) => ({
      id: r.id,
      marca: r.marca,
      modello: r.modello,
      anno: r.anno,
      km: r.km,
      cv: r.cv,
      kw: r.kw,
      carburante: r.carburante,
      immagine: r.immagine,
      ricambiDisponibili: r.ricambi_disponibili,
      venditore: { nome: r.venditore_nome ?? '' },
    })),
  };
}

/**
 * One process of the floor, run with the node flags and environment of the app it stands for (`edge` as the gateway,
 * `servizio` as a service); resolves once it says it serves.
 */
export async function startFloor(role: Ruolo, env: Record<string, string>): Promise<ChildProcess> {
  const flags = RUNTIME.nodeFlags[role === 'edge' ? 'gateway' : 'service'];
  const child = spawn(process.execPath, [...flags, '-r', '@swc-node/register', __filename, role], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...RUNTIME.env, ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [pronto] = await Promise.race([once(createInterface({ input: child.stdout }), 'line'), once(child, 'exit')]).finally(() =>
    clearTimeout(deadline),
  );
  if (pronto !== 'pronto') throw new Error(`il ${role} del percorso minimo non è partito entro un minuto`);
  return child;
}

/**
 * Stops a process a bench started in a group of its own (a floor's, or an app's): SIGTERM lets an app drain NATS and
 * close its pool, and the whole group goes, so no child outlives the bench.
 */
export const stopApp = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });

async function main(role: string | undefined) {
  const codec = JSONCodec();
  const nc = await connect({ servers: process.env.NATS_URL });
  if (role === 'servizio') {
    const esegui = eseguiSuPool(new Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE }));
    // A failed search answers with its message, on which the bench stops.
    nc.subscribe(SEARCH_SUBJECT, {
      callback: (_err, msg) =>
        void cercaNuda(esegui, codec.decode(msg.data)).then(
          (risultato) => msg.respond(codec.encode(risultato)),
          (error: unknown) => msg.respond(codec.encode({ errore: String(error) })),
        ),
    });
    await nc.flush();
  } else if (role === 'edge') {
    const app = Fastify({ logger: false });
    // The body goes to NATS as it came and the reply back as it came: the edge does no JSON of its own.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    app.post<{ Params: { subject: string }; Body: Buffer }>('/:subject', async (req, reply) => {
      const { data } = await nc.request(req.params.subject, req.body, { timeout: 10_000 });
      return reply.type('application/json').send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    });
    await app.listen({ host: '127.0.0.1', port: Number(process.env.HTTP_PORT) });
  } else {
    throw new Error('ruolo: edge o servizio');
  }
  console.log('pronto');
}

if (require.main === module) {
  main(process.argv[2]).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
