import { randomBytes, randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { connect, type NatsConnection } from 'nats';
import { CATALOGUE, MESSAGGI } from '@ricambiamo/contracts';
import { type PrivateNatsServer, startNatsServer } from '@ricambiamo/testing';
import { createGateway } from '../../src/bootstrap';
import { loadGatewayConfig } from '../../src/config';
import { GRAPHQL_LIMITS } from '../../src/graphql/graphql-limits';
import { type Stack, startStack, STACK_START_MS } from './stack';

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(url: string, query: string, variables: Record<string, unknown> = {}, operationName?: string): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/**
 * Refused before execution: no data, the rules' messages. The status is Mercurius' own for validation errors, kept
 * as it was (400 for a single error, 200 for several), so it is not asserted here.
 */
function refusal(answer: Answer): string {
  expect(answer.status).toBeLessThan(500);
  expect(answer.body.data ?? null).toBeNull();
  expect(answer.body.errors?.length).toBeGreaterThan(0);
  return (answer.body.errors ?? []).map((error) => error.message).join('\n');
}

async function startGateway(env: Record<string, string>): Promise<{ url: string; app: NestFastifyApplication }> {
  const app = await createGateway(
    loadGatewayConfig({ LOG_LEVEL: 'warn', HTTP_PORT: '0', RATE_LIMIT_NAMESPACE: `test:${randomUUID()}`, ...env }),
  );
  await app.listen(0, '127.0.0.1');
  return { url: await app.getUrl(), app };
}

/** The home page's search as the web sends it (its AutoCard fragment inlined). */
const SEARCH = `cercaAuto(filter: { q: "panda" }) {
  items { id marca modello anno km cv kw cilindrata carburante immagine ricambiDisponibili ricambiTotali venditore { id nome nomeAttivita } }
  total page pageSize
}`;
const aliasedSearches = (n: number) =>
  `query { ${Array.from({ length: n }, (_, i) => `s${i}: ${SEARCH}`).join(' ')} }`;
/** Valid against the schema (which has no cycles), but only introspection nests this far. */
const TOO_DEEP = `query { __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } }`;
const INTROSPECTION = `query { __schema { queryType { name } types { name fields { name } } } }`;
const MISSPELT_FIELD = `query { cercaAut { total } }`;
const MISSPELT_ENUM = `query ($filter: SearchListingsInput) { cercaAuto(filter: $filter) { total } }`;

describe('GraphQL limits, introspection and the status of a backend outage (real services)', () => {
  let stack: Stack;
  let production: { url: string; app: NestFastifyApplication };
  /** A gateway whose NATS has no service behind it: every call to a service ends INTERNAL. */
  let orphan: { url: string; app: NestFastifyApplication };
  let emptyNats: PrivateNatsServer;
  /** Sees a copy of every search request on the stack's NATS, so a test can tell whether the catalogue was asked. */
  let spy: NatsConnection;
  let searchesSeen = 0;

  beforeAll(async () => {
    stack = await startStack({}, ['identity', 'catalogue']);
    production = await startGateway({
      NODE_ENV: 'production',
      NATS_URL: stack.config.NATS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      VISITOR_KEY_SECRET: randomBytes(32).toString('hex'),
    });
    emptyNats = await startNatsServer();
    orphan = await startGateway({ NODE_ENV: 'test', NATS_URL: emptyNats.url });
    spy = await connect({ servers: stack.config.NATS_URL });
    spy.subscribe(CATALOGUE.listing.search.subject, { callback: () => (searchesSeen += 1) });
    await spy.flush();
  }, STACK_START_MS);

  afterAll(async () => {
    await spy?.close();
    await orphan?.app.close();
    await emptyNats?.dispose();
    await production?.app.close();
    await stack?.stop();
  });

  async function searchesDuring(request: () => Promise<Answer>): Promise<{ answer: Answer; searches: number }> {
    const before = searchesSeen;
    const answer = await request();
    await spy.flush();
    return { answer, searches: searchesSeen - before };
  }

  it('runs one search, and refuses 300 aliased searches without asking the catalogue once', async () => {
    const one = await searchesDuring(() => post(stack.url, aliasedSearches(1)));
    expect(one.answer.status).toBe(200);
    expect(one.answer.body.errors).toBeUndefined();
    expect(one.searches).toBe(1);

    const many = await searchesDuring(() => post(stack.url, aliasedSearches(300)));
    const messages = refusal(many.answer);
    expect(messages).toContain(`Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found 300`);
    expect(messages).toContain(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`);
    expect(many.searches).toBe(0);
  });

  it('refuses a document with two operations, whichever it names, over POST and GET, asking the catalogue nothing', async () => {
    const one = 'A document may hold one operation only: send each operation on its own.';
    for (const operationName of ['Q', 'Q', 'R']) {
      const posted = await searchesDuring(() => post(stack.url, `query Q { ${SEARCH} } query R { ${SEARCH} }`, {}, operationName));
      expect(refusal(posted.answer)).toBe(one);
      expect(posted.searches).toBe(0);
    }
    // The mutation would need an allowed page over POST; over GET the query it names must be all the document runs.
    const params = new URLSearchParams({ query: `query Q { ${SEARCH} } mutation M { esci }`, operationName: 'Q' });
    const fetched = await searchesDuring(async () => {
      const response = await fetch(`${stack.url}/graphql?${params.toString()}`);
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    });
    expect(refusal(fetched.answer)).toBe(one);
    expect(fetched.searches).toBe(0);
  });

  it('refuses, by cost, a request that stays under the alias limit but asks for too much', async () => {
    const heavy = await searchesDuring(() => post(stack.url, aliasedSearches(GRAPHQL_LIMITS.maxAliases)));
    expect(refusal(heavy.answer)).toContain(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`);
    expect(heavy.searches).toBe(0);
  });

  it('refuses a query deeper than the limit', async () => {
    expect(refusal(await post(stack.url, TOO_DEEP))).toContain(
      `Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found 9`,
    );
  });

  it('answers introspection in development and refuses it in production', async () => {
    const development = await post(stack.url, INTROSPECTION);
    expect(development.status).toBe(200);
    expect(development.body.data).toMatchObject({ __schema: { queryType: { name: 'Query' } } });

    expect(refusal(await post(production.url, INTROSPECTION))).toMatch(/introspection has been disabled/);
    expect(refusal(await post(production.url, `query { __type(name: "Query") { name } }`))).toMatch(/introspection/);

    // Production still serves the product's own operations.
    const served = await post(production.url, aliasedSearches(1));
    expect(served.status).toBe(200);
    expect(served.body.errors).toBeUndefined();
  });

  it('suggests field and enum names in development only', async () => {
    const variables = { filter: { carburante: 'benzin' } };
    expect((await post(stack.url, MISSPELT_FIELD)).body.errors?.[0].message).toMatch(/Did you mean "cercaAuto"/);
    expect((await post(stack.url, MISSPELT_ENUM, variables)).body.errors?.[0].message).toMatch(/Did you mean/);

    expect(refusal(await post(production.url, MISSPELT_FIELD))).toBe('Cannot query field "cercaAut" on type "Query".');
    const value = await post(production.url, MISSPELT_ENUM, variables);
    expect(value.body.errors?.length).toBeGreaterThan(0);
    for (const error of value.body.errors ?? []) expect(error.message).not.toMatch(/Did you mean/);
  });

  it('answers 503 with the Italian message when the services are unreachable, and keeps 200 for answers', async () => {
    const down = await post(orphan.url, aliasedSearches(1));
    expect(down.status).toBe(503);
    expect(down.body.errors?.[0]).toMatchObject({ message: MESSAGGI.generico, extensions: { code: 'INTERNAL' } });

    // An operation error that is an answer (here: nobody is logged in) keeps its 200 on the healthy stack.
    const anonymous = await post(stack.url, `query { utenteCorrente { id } }`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
