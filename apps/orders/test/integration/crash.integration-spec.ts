import { IDENTITY_EVENTS, ORDERS } from '@ricambiamo/contracts';
import { ensureEventsStream, RpcClient } from '@ricambiamo/messaging';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { failure, freshDatabase, publishEvent, startNatsServer, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import type { NatsConnection } from 'nats';
import { connect } from 'nats';
import { Client } from 'pg';
import { violazioni } from '../fixtures/invariante';
import { CatalogoDb, checkout, newBuyer } from '../fixtures/orders-harness';

/**
 * Orders and catalogue as processes, as in the stack (identity beside them answers orders' question about the buyer), each killed with SIGKILL at the worst moment: after restart,
 * every part is either available or in exactly one open order (or sold to its completed order).
 */
const ORDERS_DB = 'ricambiamo_orders_test_crash';
const CATALOGUE_DB = `${ORDERS_DB}_catalogue`;
/** Short enough for a test, long enough for the reservation call and the clocks (config.ts requires it). */
const ORDERS_ENV = { PLACING_TIMEOUT_SECONDS: '8', SWEEP_INTERVAL_MS: '200', DATABASE_URL: testDatabaseUrl(ORDERS_DB) };
const CATALOGUE_ENV = { DATABASE_URL: testDatabaseUrl(CATALOGUE_DB) };
const IDENTITY_DB = `${ORDERS_DB}_identity`;

type Stop = (signal?: NodeJS.Signals) => Promise<void>;

let nats: PrivateNatsServer;
let catalogo: CatalogoDb;
let ordersDb: Client;
let rpc: RpcClient;
let nc: NatsConnection;
let stopCatalogue: Stop;
let stopIdentity: Stop;
let stopOrders: Stop;

const ordersSql = async <T extends object>(text: string, params: unknown[] = []) => (await ordersDb.query<T>(text, params)).rows;
const startOrders = (env: Record<string, string> = {}) => startServiceProcess('orders', { natsUrl: nats.url, env: { ...ORDERS_ENV, ...env } });
const startCatalogue = () => startServiceProcess('catalogue', { natsUrl: nats.url, env: CATALOGUE_ENV });

beforeAll(async () => {
  nats = await startNatsServer();
  await Promise.all([freshDatabase('orders', ORDERS_ENV.DATABASE_URL), freshDatabase('catalogue', CATALOGUE_ENV.DATABASE_URL)]);
  [stopCatalogue, stopIdentity] = await Promise.all([
    startCatalogue(),
    startServiceProcess('identity', { natsUrl: nats.url, database: IDENTITY_DB }),
  ]);
  ordersDb = new Client({ connectionString: ORDERS_ENV.DATABASE_URL });
  await ordersDb.connect();
  catalogo = await CatalogoDb.connect(CATALOGUE_DB);
  rpc = await RpcClient.connect({ natsUrl: nats.url, timeoutMs: 30_000 });
  nc = await connect({ servers: nats.url });
  await ensureEventsStream(nc);
}, 120_000);

afterAll(async () => {
  await nc.drain();
  await rpc.close();
  await stopOrders?.();
  await stopCatalogue?.();
  await stopIdentity?.();
  await catalogo.close();
  await ordersDb.end();
  await nats.dispose();
});

const place = (request: ReturnType<typeof checkout>, client = rpc) =>
  client.send(ORDERS.order.place, request, { actor: newBuyer(), correlationId: `crash-${request.ordineId}` });

describe('orders killed between the reservation and its commit', () => {
  it('releases the parts the dead attempt reserved, so another buyer can have them', async () => {
    // The test hook holds each placing between its reservation and its commit, where the kill lands.
    stopOrders = await startOrders({ TEST_PAUSE_AFTER_RESERVE_MS: '60000' });
    const auto = await catalogo.inserzione(undefined, 2);
    const ids = auto.ricambi.map((r) => r.id);
    const impatient = await RpcClient.connect({ natsUrl: nats.url, timeoutMs: 3000 });
    const request = checkout(auto.id, ids);
    const lost = place(request, impatient).catch((error: unknown) => error);
    await waitFor(async () => ((await catalogo.parti(ids)).every((p) => p.ordine_id === request.ordineId) ? true : undefined));
    await stopOrders('SIGKILL');
    await lost;
    await impatient.close();

    // What the crash left: parts held for an order that does not exist, and the attempt that knows it.
    expect(await ordersSql('SELECT 1 FROM ordini WHERE id = $1', [request.ordineId])).toHaveLength(0);
    expect(await ordersSql('SELECT 1 FROM tentativi WHERE ordine_id = $1', [request.ordineId])).toHaveLength(1);
    expect((await violazioni(ordersSql, catalogo)).sort()).toEqual(ids.map((id) => `part ${id} reserved for ${request.ordineId}, which is no order`).sort());

    stopOrders = await startOrders();
    // The sweeper releases the parts first and forgets the attempt after catalogue confirmed: wait for both.
    const rimasti = async () => ({
      prenotati: (await catalogo.parti(ids)).filter((p) => !p.disponibile).length,
      tentativi: (await ordersSql('SELECT 1 FROM tentativi')).length,
    });
    await waitFor(async () => {
      const { prenotati, tentativi } = await rimasti();
      return prenotati + tentativi === 0 ? true : undefined;
    }, 30_000);
    expect(await rimasti()).toEqual({ prenotati: 0, tentativi: 0 });
    await expect(place(checkout(auto.id, ids))).resolves.toMatchObject({ stato: 'pending' });
    expect(await violazioni(ordersSql, catalogo)).toEqual([]);
  }, 90_000);
});

describe('catalogue killed during the releases of cancelled orders', () => {
  it('releases every cancelled order’s parts once it is back', async () => {
    stopOrders ??= await startOrders();
    const ordini = [];
    for (let i = 0; i < 30; i++) {
      const auto = await catalogo.inserzione(undefined, 2);
      const ordine = await place(checkout(auto.id, auto.ricambi.map((r) => r.id)));
      ordini.push({ auto, ordine });
    }
    const cancellazioni = Promise.allSettled(
      ordini.map(({ auto, ordine }) =>
        rpc.send(ORDERS.order.updateStatus, { ordineId: ordine.id, stato: 'cancelled' }, { actor: auto.venditore, correlationId: `cancel-${ordine.id}` }),
      ),
    );
    // The first release has landed: the others are in flight, queued or not yet sent when catalogue dies.
    await waitFor(async () => ((await catalogo.query('SELECT 1 FROM ricambi WHERE disponibile LIMIT 1')).length > 0 ? true : undefined), 30_000, 5);
    await stopCatalogue('SIGKILL');
    const esiti = await cancellazioni;
    // The seller's cancellation stands whatever catalogue does: it commits first, and the parts follow.
    expect(esiti.filter((e) => e.status === 'fulfilled')).toHaveLength(ordini.length);
    const [{ n }] = await ordersSql<{ n: string }>('SELECT count(*) AS n FROM ordini WHERE ricambi_da_regolare');
    expect(Number(n)).toBeGreaterThan(0);

    stopCatalogue = await startCatalogue();
    await waitFor(async () => ((await ordersSql('SELECT 1 FROM ordini WHERE ricambi_da_regolare')).length === 0 ? true : undefined), 30_000);
    const parti = await catalogo.parti(ordini.flatMap(({ auto }) => auto.ricambi.map((r) => r.id)));
    expect(parti.every((p) => p.disponibile)).toBe(true);
    expect(await violazioni(ordersSql, catalogo)).toEqual([]);
  }, 120_000);
});

describe('a seller suspended between the reservation of the parts and the writing of the order', () => {
  it('writes no order, releases the parts, and takes orders again once the seller is reinstated', async () => {
    await stopOrders?.();
    // The pause holds the placing after catalogue reserved the parts, while identity's event arrives.
    stopOrders = await startOrders({ TEST_PAUSE_AFTER_RESERVE_MS: '6000' });
    const auto = await catalogo.inserzione(undefined, 2);
    const ids = auto.ricambi.map((r) => r.id);
    const request = checkout(auto.id, ids);
    const esito = failure(place(request));
    await waitFor(async () => ((await catalogo.parti(ids)).every((p) => p.ordine_id === request.ordineId) ? true : undefined));
    await publishEvent(nc, IDENTITY_EVENTS.sellerSuspended, { venditoreId: auto.venditore.userId });
    const sospeso = async () => (await ordersSql('SELECT 1 FROM venditori_sospesi WHERE venditore_id = $1', [auto.venditore.userId])).length === 1;
    await waitFor(async () => ((await sospeso()) ? true : undefined));

    expect(await esito).toMatchObject({ code: 'LISTING_UNAVAILABLE' });
    expect(await ordersSql('SELECT 1 FROM ordini WHERE id = $1', [request.ordineId])).toHaveLength(0);
    // The attempt stays open and the sweeper gives it up, releasing what catalogue reserved.
    await waitFor(async () => ((await ordersSql('SELECT 1 FROM tentativi WHERE ordine_id = $1', [request.ordineId])).length === 0 ? true : undefined), 30_000);
    expect((await catalogo.parti(ids)).map((p) => p.ordine_id)).toEqual([null, null]);
    expect(await violazioni(ordersSql, catalogo)).toEqual([]);

    await publishEvent(nc, IDENTITY_EVENTS.sellerReinstated, { venditoreId: auto.venditore.userId });
    await waitFor(async () => ((await sospeso()) ? undefined : true));
    await waitFor(async () => ((await catalogo.query('SELECT 1 FROM auto WHERE id = $1 AND NOT venditore_sospeso', [auto.id])).length === 1 ? true : undefined));
    await expect(place(checkout(auto.id, ids))).resolves.toMatchObject({ stato: 'pending' });
  }, 90_000);
});
