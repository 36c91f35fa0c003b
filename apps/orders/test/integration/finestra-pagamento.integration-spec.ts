import { ORDERS, ORDERS_EVENTS } from '@ricambiamo/contracts';
import { startServiceProcess, waitFor } from '@ricambiamo/testing';
import { violazioni } from '../fixtures/invariante';
import type { OrdersHarness } from '../fixtures/orders-harness';
import { checkout, newBuyer, startOrdersHarness } from '../fixtures/orders-harness';

/** Seconds instead of 24 and 4 hours; both replicas sweep every 100 ms, so they contend for every order. */
const FINESTRA = { PAYMENT_WINDOW_SECONDS: '4', PAYMENT_REMINDER_SECONDS: '2', SWEEP_INTERVAL_MS: '100' };

let h: OrdersHarness;
let secondaReplica: () => Promise<void>;

beforeAll(async () => {
  h = await startOrdersHarness('ricambiamo_orders_test_finestra', FINESTRA);
  // A second orders process on the same database and NATS: it answers requests and sweeps too.
  secondaReplica = await startServiceProcess('orders', { natsUrl: h.nats.url, env: { DATABASE_URL: h.databaseUrl, ...FINESTRA } });
}, 120_000);

afterAll(async () => {
  await secondaReplica();
  await h.close();
});

const eventi = async (subject: string) =>
  (await h.sql<{ ordine: string; n: string }>("SELECT payload->>'ordineId' AS ordine, count(*) AS n FROM outbox_events WHERE subject = $1 GROUP BY 1", [subject])).map(
    (row) => [row.ordine, Number(row.n)] as const,
  );

describe('the payment window with two orders replicas running', () => {
  it('reminds and then cancels each order still pending at its deadline once, with one event each, and releases its parts', async () => {
    const ordini = [];
    for (let i = 0; i < 10; i++) {
      const auto = await h.catalogo.inserzione(undefined, 2);
      ordini.push({ auto, ordine: await h.call(ORDERS.order.place, checkout(auto.id, auto.ricambi.map((r) => r.id)), newBuyer()) });
    }
    // The transfer of the first one arrived: the seller moved it on, and the window no longer applies to it.
    const [pagato, ...scaduti] = ordini;
    await h.call(ORDERS.order.updateStatus, { ordineId: pagato.ordine.id, stato: 'processing' }, pagato.auto.venditore);

    await waitFor(async () => {
      const rows = await h.sql("SELECT 1 FROM ordini WHERE stato = 'cancelled' AND NOT ricambi_da_regolare");
      return rows.length === scaduti.length ? true : undefined;
    }, 20_000);

    const cancellazioni = await h.sql<{ ordine_id: string; autore: string }>("SELECT ordine_id, autore FROM passaggi_stato WHERE stato = 'cancelled'");
    expect(cancellazioni.map((c) => c.ordine_id).sort()).toEqual(scaduti.map((s) => s.ordine.id).sort());
    expect(new Set(cancellazioni.map((c) => c.autore))).toEqual(new Set(['scadenza-pagamento']));
    const uno = new Map(scaduti.map((s) => [s.ordine.id, 1]));
    expect(new Map(await eventi(ORDERS_EVENTS.orderStatusChanged.subject))).toEqual(new Map([...uno, [pagato.ordine.id, 1]]));
    // The paid order was reminded once if its reminder time came before the seller moved it, else never.
    const promemoria = new Map(await eventi(ORDERS_EVENTS.orderPaymentDueSoon.subject));
    expect(promemoria.get(pagato.ordine.id) ?? 0).toBeLessThanOrEqual(1);
    promemoria.delete(pagato.ordine.id);
    expect(promemoria).toEqual(uno);
    // The reminder carries what the buyer needs to pay: the notifications read nothing else.
    const [avviso] = await h.sql<{ payload: unknown }>("SELECT payload FROM outbox_events WHERE subject = $1 AND payload->>'ordineId' = $2", [
      ORDERS_EVENTS.orderPaymentDueSoon.subject,
      scaduti[0].ordine.id,
    ]);
    const { causale, pagamento, totaleCentesimi, scadenzaPagamento, spedizione } = scaduti[0].ordine;
    expect(avviso.payload).toMatchObject({ causale, pagamento, totaleCentesimi, scadenzaPagamento, spedizione });

    const cancellato = await h.call(ORDERS.order.get, { ordineId: scaduti[0].ordine.id }, scaduti[0].auto.venditore);
    expect(cancellato.cronologia.map((p) => [p.stato, p.autore])).toEqual([
      ['pending', 'acquirente'],
      ['cancelled', 'scadenza-pagamento'],
    ]);
    for (const { auto } of scaduti) expect((await h.catalogo.parti(auto.ricambi.map((r) => r.id))).every((p) => p.disponibile)).toBe(true);
    expect((await h.call(ORDERS.order.get, { ordineId: pagato.ordine.id }, pagato.auto.venditore)).stato).toBe('processing');
    expect(await violazioni(h.sql, h.catalogo)).toEqual([]);
  }, 60_000);
});
