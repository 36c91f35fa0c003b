import { randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { CATALOGUE, IDENTITY, ORDERS, ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedSpan, TraceReceiver } from '@ricambiamo/testing';
import { startTraceReceiver, waitFor } from '@ricambiamo/testing';
import { flushTraces, startTracing, stopTracing } from '@ricambiamo/tracing';
import { DEFAULT_PUBLIC_ORIGIN } from '../../src/config';
import { type Stack, startStack, STACK_START_MS, PER_PUBBLICARE } from './stack';
import { checkoutOf, PLACE, publishListing, registerUser, type Utente } from './ordini-fixtures';

/**
 * One order placed through the gateway, traced as in production: the service processes export their spans over
 * OTLP/HTTP to a receiver in this process, the gateway here to an in-memory exporter. docs/architecture.md#traces.
 */
describe('traces: one placed order is one trace across the stack', () => {
  const gatewaySpans = new InMemorySpanExporter();
  let receiver: TraceReceiver;
  let stack: Stack;
  let acquirente: Utente;
  let listing: { id: string; ricambi: Record<string, string> };

  beforeAll(async () => {
    receiver = await startTraceReceiver();
    // Before the gateway is built: Fastify's instrumentation joins the instances created after it.
    startTracing({ service: 'gateway', sampleRatio: 1, exporter: gatewaySpans, batchDelayMs: 100 });
    stack = await startStack({
      OTEL_TRACES_SAMPLER_ARG: '1',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    }, [...PER_PUBBLICARE, 'orders', 'notifications']);
    const venditore = await registerUser(stack, 'venditore', 'Autodemolizioni Tracciate');
    acquirente = await registerUser(stack, 'acquirente', 'Giulia Tracciata');
    listing = await publishListing(stack, venditore, [{ nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 900 }]);
  }, STACK_START_MS);

  afterAll(async () => {
    await stack?.stop();
    await stopTracing();
    await receiver?.close();
  });

  /** Every span of the trace so far: the gateway's, and those the services sent. */
  async function spansOf(traceId: string): Promise<ReceivedSpan[]> {
    await flushTraces();
    const gateway = gatewaySpans.getFinishedSpans().map((span) => ({
      service: 'gateway',
      traceId: span.spanContext().traceId,
      spanId: span.spanContext().spanId,
      parentSpanId: span.parentSpanContext?.spanId ?? '',
      name: span.name,
      kind: span.kind,
      attributes: span.attributes,
    }));
    return [...gateway, ...receiver.spans].filter((span) => span.traceId === traceId);
  }

  it('follows effettuaOrdine from the gateway through orders, identity, catalogue, the SQL and the outbox to notifications', async () => {
    const input = checkoutOf(acquirente, listing.id, [listing.ricambi['Centralina ECU']]);
    const placed = await acquirente.browser.gql<{ effettuaOrdine: { id: string } }>(PLACE, { input }, acquirente.token);
    expect(placed.errors).toBeUndefined();

    await flushTraces();
    const chiamata = gatewaySpans
      .getFinishedSpans()
      .find((span) => span.name === ORDERS.order.place.subject && span.kind === SpanKind.CLIENT);
    expect(chiamata).toBeDefined();
    const traceId = chiamata!.spanContext().traceId;
    const consumed = `process ${ORDERS_EVENTS.orderCreated.subject}`;
    // The consumers' spans come last: after the relay's publishing, through JetStream, in another process.
    const spans = await waitFor(async () => {
      const found = await spansOf(traceId);
      return found.some((span) => span.service === 'notifications' && span.name === consumed) ? found : undefined;
    }, 30_000);
    const one = (service: string, name: string, kind: SpanKind) => {
      const found = spans.filter((span) => span.service === service && span.name === name && span.kind === kind);
      expect(found.map((span) => `${span.service} ${span.name}`)).toEqual([`${service} ${name}`]);
      return found[0];
    };

    // The browser's request is the trace's root, in the gateway, with the call to orders under it.
    const [radice] = spans.filter((span) => span.parentSpanId === '');
    expect(radice.service).toBe('gateway');
    expect(spans.filter((span) => span.parentSpanId === '')).toHaveLength(1);

    const piazzamento = one('orders', ORDERS.order.place.subject, SpanKind.SERVER);
    expect(piazzamento.parentSpanId).toBe(chiamata!.spanContext().spanId);
    const dichiarazione = one('identity', IDENTITY.buyer.declaration.subject, SpanKind.SERVER);
    expect(dichiarazione.parentSpanId).toBe(one('orders', IDENTITY.buyer.declaration.subject, SpanKind.CLIENT).spanId);
    const riserva = one('catalogue', CATALOGUE.parts.reserve.subject, SpanKind.SERVER);
    expect(riserva.parentSpanId).toBe(one('orders', CATALOGUE.parts.reserve.subject, SpanKind.CLIENT).spanId);

    // Orders' SQL, the outbox row among it, and catalogue's.
    const sql = (service: string) => spans.filter((span) => span.service === service && span.attributes['db.system.name'] === 'postgresql');
    const statement = (span: ReceivedSpan) => String(span.attributes['db.query.text'] ?? span.attributes['db.statement']);
    expect(sql('orders').some((span) => statement(span).includes('INSERT INTO outbox_events'))).toBe(true);
    expect(sql('catalogue').length).toBeGreaterThan(0);

    // The event, published by orders' relay in the trace it was written in, and consumed under that publishing.
    const pubblicazione = one('orders', `publish ${ORDERS_EVENTS.orderCreated.subject}`, SpanKind.PRODUCER);
    const notifica = one('notifications', consumed, SpanKind.CONSUMER);
    expect(notifica.parentSpanId).toBe(pubblicazione.spanId);
    expect(notifica.attributes['messaging.consumer.group.name']).toBe('notifications-orders');
    expect(sql('notifications').length).toBeGreaterThan(0);
  }, 120_000);

  it('traces a gateway in a process of its own from its HTTP request: tracing starts before `http` loads', async () => {
    const replica = await stack.startReplica();
    try {
      // The request's correlation id finds its trace, as docs/operations.md#traces says.
      const correlationId = `tracce-${randomUUID()}`;
      const response = await fetch(`${replica.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(DEFAULT_PUBLIC_ORIGIN).origin, 'x-correlation-id': correlationId },
        body: JSON.stringify({ query: `query ($id: ID!) { auto(id: $id) { id } }`, variables: { id: listing.id } }),
      });
      expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
      const chiamata = await waitFor(
        () =>
          Promise.resolve(
            receiver.spans.find(
              (span) =>
                span.service === 'gateway' && span.name === CATALOGUE.listing.get.subject && span.attributes['ricambiamo.correlation_id'] === correlationId,
            ),
          ),
        30_000,
      );
      const traccia = await waitFor(async () => {
        const found = await spansOf(chiamata.traceId);
        return found.some((span) => span.parentSpanId === '') && found.some((span) => span.service === 'catalogue') ? found : undefined;
      }, 30_000);
      const [radice] = traccia.filter((span) => span.parentSpanId === '');
      // OpenTelemetry's HTTP instrumentation patched `http` before Fastify required it: the request's server span.
      expect(radice).toMatchObject({ service: 'gateway', kind: SpanKind.SERVER, attributes: expect.objectContaining({ 'http.request.method': 'POST' }) });
      expect(chiamata.kind).toBe(SpanKind.CLIENT);
      const servita = traccia.find((span) => span.service === 'catalogue' && span.name === CATALOGUE.listing.get.subject && span.kind === SpanKind.SERVER);
      expect(servita?.parentSpanId).toBe(chiamata.spanId);
    } finally {
      await replica.stop();
    }
  }, 120_000);
});
