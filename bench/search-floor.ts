// The least a search can cost in the product's shape (an HTTP edge in front of services on NATS, DESIGN.md): an edge
// process that hands the request's body to NATS and a service process that answers it with the same queries
// (`cerca`, `eseguiSuPool`, after the contract's zod parse that gives the filters their defaults), with nothing else:
// no Nest, GraphQL, logs, metrics or access checks. bench/search.bench.ts runs
// one of each beside the gateway and the bare endpoint, so its table tells how much of the gateway's ratio is that
// shape and how much our layers add. `node -r @swc-node/register bench/search-floor.ts edge|servizio`, with NATS_URL,
// and HTTP_PORT (edge) or DATABASE_URL (servizio); each prints "pronto" once it serves.
import Fastify from 'fastify';
import { connect, JSONCodec } from 'nats';
import { Pool } from 'pg';
import type { Esegui } from '@ricambiamo/catalogue-search';
import { cerca, eseguiSuPool } from '@ricambiamo/catalogue-search';
import { searchListingsRequest } from '@ricambiamo/contracts';

export const SUBJECT = 'bench.search';
/** Catalogue's pool keeps 10 connections (createPgPool); the bare endpoint and the floor's service get as many. */
export const POOL_SIZE = 10;

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

async function main(role: string | undefined) {
  const codec = JSONCodec();
  const nc = await connect({ servers: process.env.NATS_URL });
  if (role === 'servizio') {
    const esegui = eseguiSuPool(new Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE }));
    // A failed search answers with its message, which the edge turns into a 500: the bench then stops on it.
    nc.subscribe(SUBJECT, {
      callback: (_err, msg) =>
        void cercaNuda(esegui, codec.decode(msg.data)).then(
          (risultato) => msg.respond(codec.encode(risultato)),
          (error: unknown) => msg.respond(codec.encode({ errore: String(error) })),
        ),
    });
    await nc.flush();
  } else if (role === 'edge') {
    const app = Fastify({ logger: false });
    app.post('/search', async (req) => {
      const risposta = codec.decode((await nc.request(SUBJECT, codec.encode(req.body), { timeout: 10_000 })).data) as { errore?: string };
      if (risposta.errore) throw new Error(risposta.errore);
      return risposta;
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
