import { randomUUID } from 'node:crypto';
import { rpcTimeoutMs } from '@ricambiamo/config';
import type { Actor, AutoDettaglioDto, RequestOf, RpcContract } from '@ricambiamo/contracts';
import { CATALOGUE, COSTO_GETTONI } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';
import { failure, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { Client } from 'pg';
import type { CatalogueHarness } from '../fixtures/catalogue-harness';
import { inserzione, modifica, newSeller, startCatalogueHarness } from '../fixtures/catalogue-harness';

/**
 * A late answer is made real, not simulated: the test holds a row or table lock in a transaction of its own until
 * after the caller gave up, so tokens (or catalogue) really commits, or tries to, once nobody waits for it any more.
 * The budget is small so each give-up takes a second or two: the gateway waits BUDGET_MS, catalogue 40% of it.
 */
const BUDGET_MS = 2500;
const GATEWAY_TIMEOUT_MS = rpcTimeoutMs(BUDGET_MS, 0);
const DATABASE = 'ricambiamo_catalogue_test_timeouts';
const TOKENS_DATABASE = `${DATABASE}_tokens`;
const PACK = 25;

// Each case waits out a few budgets on purpose; on a busy machine that is more than jest's default 5 s.
jest.setTimeout(30_000);

let h: CatalogueHarness;
/** Catalogue's caller as the gateway is: it gives up after the whole budget. */
let gateway: RpcClient;

const send = <C extends RpcContract>(contract: C, data: RequestOf<C>, seller: Actor) =>
  gateway.send(contract, data, { actor: seller, correlationId: randomUUID() });

beforeAll(async () => {
  h = await startCatalogueHarness(DATABASE, { RPC_BUDGET_MS: String(BUDGET_MS) });
  gateway = await RpcClient.connect({ natsUrl: h.nats.url, timeoutMs: GATEWAY_TIMEOUT_MS });
  // One creation at full speed first, so that no timeout below is a cold start's (a fresh key per try).
  const seller = await sellerWithTokens();
  await waitFor(() => send(CATALOGUE.listing.create, { ...inserzione(), idempotencyKey: randomUUID() }, seller).then(() => true, () => undefined), 30_000);
}, 120_000);

afterAll(async () => {
  await gateway.close();
  await h.close();
});

async function sellerWithTokens(): Promise<Actor> {
  const seller = newSeller();
  await h.buy(seller);
  return seller;
}

/** Runs `statement` in a transaction of its own and keeps its locks until the returned function is called. */
async function holdLock(database: string, statement: string, params: unknown[] = []): Promise<() => Promise<void>> {
  const client = new Client({ connectionString: testDatabaseUrl(database) });
  await client.connect();
  await client.query('BEGIN');
  await client.query(statement, params);
  return async () => {
    await client.query('COMMIT');
    await client.end();
  };
}

const sessions = async (database: string, which: 'waiting' | 'busy') =>
  (
    await h.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()
         AND ${which === 'waiting' ? "wait_event_type = 'Lock'" : "state <> 'idle'"}`,
      [database],
    )
  )[0].n;

/** Until `n` statements of the database queue behind the test's lock: the late work is really under way. */
const queued = (database: string, n: number) => waitFor(async () => ((await sessions(database, 'waiting')) >= n ? true : undefined));

/** Until no session of the database runs a statement or holds a transaction open: every late call has ended. */
const settled = (database: string) => waitFor(async () => ((await sessions(database, 'busy')) === 0 ? true : undefined));

/** Fails like the gateway's own call: INTERNAL, and (timeouts nest) catalogue's answer, before the gateway gives up. */
async function failsBeforeTheGatewayGivesUp(request: Promise<unknown>): Promise<void> {
  const started = Date.now();
  expect((await failure(request)).code).toBe('INTERNAL');
  expect(Date.now() - started).toBeLessThan(GATEWAY_TIMEOUT_MS);
}

const spent = async (seller: Actor) => PACK - (await h.balance(seller));
const listingsOf = async (seller: Actor) =>
  (await h.sql<{ id: string }>('SELECT id FROM auto WHERE venditore_id = $1', [seller.userId])).map((row) => row.id);
const descrizione = async (id: string) =>
  (await h.sql<{ descrizione: string | null }>('SELECT descrizione FROM auto WHERE id = $1', [id]))[0].descrizione;
const lockSellerBalance = (seller: Actor) =>
  holdLock(TOKENS_DATABASE, 'SELECT 1 FROM saldi_gettoni WHERE seller_id = $1 FOR UPDATE', [seller.userId]);

describe('tokens answering after catalogue gave up', () => {
  // Catalogue gives the key up before it asks for the tokens back, so a late debit never pays for anything.
  it('leaves a creation the product said failed unmade and unpaid, and refuses its retry', async () => {
    const seller = await sellerWithTokens();
    const richiesta = { ...inserzione(), idempotencyKey: randomUUID() };
    const release = await lockSellerBalance(seller);
    try {
      await failsBeforeTheGatewayGivesUp(send(CATALOGUE.listing.create, richiesta, seller));
      await queued(TOKENS_DATABASE, 1);
    } finally {
      await release();
    }
    await settled(TOKENS_DATABASE);
    expect({ listings: await listingsOf(seller), spesi: await spent(seller) }).toEqual({ listings: [], spesi: 0 });

    // The retry of the same request is refused: never a listing nobody paid for, nor a second charge.
    expect((await failure(send(CATALOGUE.listing.create, richiesta, seller))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect({ listings: await listingsOf(seller), spesi: await spent(seller) }).toEqual({ listings: [], spesi: 0 });
  });

  it('never applies an edit retried while tokens is still late, and charges nothing for it', async () => {
    const seller = await sellerWithTokens();
    const listing = await send(CATALOGUE.listing.create, inserzione(), seller);
    const richiesta = { ...modifica(listing, { descrizione: 'Modificata mentre i gettoni tardano' }), idempotencyKey: randomUUID() };
    const release = await lockSellerBalance(seller);
    try {
      await failsBeforeTheGatewayGivesUp(send(CATALOGUE.listing.update, richiesta, seller));
      // The client does not know the outcome, so it sends the same edit with the same key again: the first attempt gave
      // it up, and its debit back, so the retry is refused at once, before it reaches tokens.
      expect((await failure(send(CATALOGUE.listing.update, richiesta, seller))).code).toBe('IDEMPOTENCY_KEY_REUSED');
      await queued(TOKENS_DATABASE, 1);
    } finally {
      await release();
    }
    await settled(TOKENS_DATABASE);

    const creazione = COSTO_GETTONI.creazioneInserzione;
    expect({ descrizione: await descrizione(listing.id), spesi: await spent(seller) }).toEqual({ descrizione: listing.descrizione, spesi: creazione });
    expect((await failure(send(CATALOGUE.listing.update, richiesta, seller))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await spent(seller)).toBe(creazione);
  });
});

describe('catalogue answering after the gateway gave up', () => {
  it('makes a creation paid before the write was late, and returns it to the retry without charging again', async () => {
    const seller = await sellerWithTokens();
    const richiesta = { ...inserzione(), idempotencyKey: randomUUID() };
    // Reads go on; the listing's INSERT waits.
    const release = await holdLock(DATABASE, 'LOCK TABLE auto IN SHARE MODE');
    try {
      expect((await failure(send(CATALOGUE.listing.create, richiesta, seller))).code).toBe('INTERNAL');
      await queued(DATABASE, 1);
    } finally {
      await release();
    }
    await settled(DATABASE);

    const listings = await listingsOf(seller);
    expect({ listings: listings.length, spesi: await spent(seller) }).toEqual({ listings: 1, spesi: COSTO_GETTONI.creazioneInserzione });
    await expect(send(CATALOGUE.listing.create, richiesta, seller)).resolves.toMatchObject({ id: listings[0] });
    expect({ listings: await listingsOf(seller), spesi: await spent(seller) }).toEqual({ listings, spesi: COSTO_GETTONI.creazioneInserzione });
  });

  it('applies an edit retried while the first attempt still waits once, and charges it once', async () => {
    const seller = await sellerWithTokens();
    const listing: AutoDettaglioDto = await send(CATALOGUE.listing.create, inserzione(), seller);
    const richiesta = { ...modifica(listing, { descrizione: 'Modificata mentre il catalogo tarda' }), idempotencyKey: randomUUID() };
    const release = await holdLock(DATABASE, 'SELECT 1 FROM auto WHERE id = $1 FOR UPDATE', [listing.id]);
    let retry: Promise<AutoDettaglioDto>;
    try {
      expect((await failure(send(CATALOGUE.listing.update, richiesta, seller))).code).toBe('INTERNAL');
      retry = send(CATALOGUE.listing.update, richiesta, seller);
      await queued(DATABASE, 2);
    } finally {
      await release();
    }
    await expect(retry).resolves.toMatchObject({ id: listing.id, descrizione: richiesta.descrizione });
    await settled(DATABASE);
    await expect(send(CATALOGUE.listing.update, richiesta, seller)).resolves.toMatchObject({ descrizione: richiesta.descrizione });
    expect(await spent(seller)).toBe(COSTO_GETTONI.creazioneInserzione + COSTO_GETTONI.modificaInserzione);
  });
});
