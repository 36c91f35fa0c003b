import { Controller, Module } from '@nestjs/common';
import type { INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SpanKind, trace } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { rpc } from '@ricambiamo/contracts';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { startNatsServer, waitFor } from '@ricambiamo/testing';
import { flushTraces, startTracing, stopTracing } from '@ricambiamo/tracing';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import { DomainError } from '../../src';
import { connectNats, enqueueEvent, EventConsumer, Handles, OutboxRelay, RpcClient, RpcDomainExceptionFilter, rpcServer } from '../../src';
import { PgSql } from '../fixtures/pg-sql';
import { ORDINE_CREATO } from '../fixtures/test-events';

const DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/ricambiamo_messaging_tracce_test';

const PROVA = {
  saluta: rpc<{ ok: true; traceId: string | undefined }>()({ subject: 'prova.saluta', request: z.object({}), access: 'public' }),
  rifiuta: rpc<never>()({ subject: 'prova.rifiuta', request: z.object({}), access: 'public' }),
};

@Controller()
class ProvaController {
  @Handles(PROVA.saluta)
  saluta() {
    return Promise.resolve({ ok: true as const, traceId: trace.getActiveSpan()?.spanContext().traceId });
  }

  @Handles(PROVA.rifiuta)
  rifiuta(): Promise<never> {
    throw new DomainError('FORBIDDEN');
  }
}

@Module({ controllers: [ProvaController] })
class ProvaModule {}

const exporter = new InMemorySpanExporter();
let nats: PrivateNatsServer;
let service: INestMicroservice;
let client: RpcClient;
let db: PgSql;
let nc: NatsConnection;

/** The finished spans named `name`, once there are `count` of them. */
async function spansNamed(name: string, count = 1): Promise<ReadableSpan[]> {
  return waitFor(async () => {
    await flushTraces();
    const found = exporter.getFinishedSpans().filter((span) => span.name === name);
    return found.length >= count ? found : undefined;
  });
}

const ctx = { actor: null, correlationId: 'corr-tracce' };

describe('with tracing on', () => {
  beforeAll(async () => {
    startTracing({ service: 'messaging-test', sampleRatio: 1, exporter, batchDelayMs: 50 });
    nats = await startNatsServer();
    service = await NestFactory.createMicroservice(ProvaModule, { ...rpcServer(nats.url, 'prova'), logger: false });
    service.useGlobalFilters(new RpcDomainExceptionFilter());
    await service.listen();
    client = await RpcClient.connect({ natsUrl: nats.url, timeoutMs: 5000 });
    db = await PgSql.nuovo(DATABASE_URL);
    nc = await connectNats(nats.url, 'tracce-test');
  });

  afterAll(async () => {
    await client.close();
    await service.close();
    await nc.close();
    await db.end();
    await nats.dispose();
    await stopTracing();
  });

  beforeEach(() => exporter.reset());

  it("makes the service's span of a request a child of the caller's, its handler running inside it", async () => {
    const risposta = await trace.getTracer('test').startActiveSpan('richiesta del browser', (span) =>
      client.send(PROVA.saluta, {}, ctx).finally(() => span.end()),
    );
    const spans = await spansNamed('prova.saluta', 2);
    const chiamata = spans.find((span) => span.kind === SpanKind.CLIENT)!;
    const servizio = spans.find((span) => span.kind === SpanKind.SERVER)!;
    expect(chiamata.attributes).toMatchObject({ 'messaging.system': 'nats', 'ricambiamo.correlation_id': 'corr-tracce' });
    expect(servizio.spanContext().traceId).toBe(chiamata.spanContext().traceId);
    expect(servizio.parentSpanContext?.spanId).toBe(chiamata.spanContext().spanId);
    expect(risposta.traceId).toBe(chiamata.spanContext().traceId);
  });

  it('marks both spans of a refused request with its code', async () => {
    await expect(client.send(PROVA.rifiuta, {}, ctx)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const spans = await spansNamed('prova.rifiuta', 2);
    for (const span of spans) expect(span.attributes['error.type']).toBe('FORBIDDEN');
  });

  it("publishes an event in the trace it was written in, and its consumer's span is a child of the publishing", async () => {
    const gestito: string[] = [];
    const consumer = new EventConsumer(db, nc, {
      durable: 'tracce-test',
      events: [ORDINE_CREATO],
      handle: () => {
        gestito.push(trace.getActiveSpan()?.spanContext().traceId ?? 'nessuna');
        return Promise.resolve();
      },
    });
    await consumer.start();
    const relay = new OutboxRelay(db, nc, { idleMs: 50 });
    relay.start();
    try {
      const scrittura = await trace.getTracer('test').startActiveSpan('scrittura', async (span) => {
        await db.$transaction((tx) => enqueueEvent(tx, ORDINE_CREATO, { n: 1 }));
        span.end();
        return span.spanContext();
      });
      const [pubblicazione] = await spansNamed(`publish ${ORDINE_CREATO.subject}`);
      const [consumo] = await spansNamed(`process ${ORDINE_CREATO.subject}`);
      expect(pubblicazione.kind).toBe(SpanKind.PRODUCER);
      expect(pubblicazione.parentSpanContext?.spanId).toBe(scrittura.spanId);
      expect(consumo.kind).toBe(SpanKind.CONSUMER);
      expect(consumo.attributes['messaging.consumer.group.name']).toBe('tracce-test');
      expect(consumo.parentSpanContext?.spanId).toBe(pubblicazione.spanContext().spanId);
      expect(new Set([pubblicazione, consumo].map((span) => span.spanContext().traceId))).toEqual(new Set([scrittura.traceId]));
      expect(gestito).toEqual([scrittura.traceId]);
    } finally {
      await relay.stop();
      await consumer.stop();
    }
  });

  it('publishes an event written outside any trace without starting one', async () => {
    await db.$transaction((tx) => enqueueEvent(tx, ORDINE_CREATO, { n: 2 }));
    const [riga] = await db.$queryRawUnsafe<{ trace_context: unknown }[]>(
      "SELECT trace_context FROM outbox_events WHERE payload->>'n' = '2'",
    );
    expect(riga.trace_context).toBeNull();
    const relay = new OutboxRelay(db, nc);
    await relay.publishPending();
    await flushTraces();
    expect(exporter.getFinishedSpans().filter((span) => span.name.startsWith('publish'))).toEqual([]);
  });
});

describe('with tracing off', () => {
  it('sends requests and writes events without any trace context', async () => {
    const spento = await startNatsServer();
    const servizio = await NestFactory.createMicroservice(ProvaModule, { ...rpcServer(spento.url, 'prova'), logger: false });
    await servizio.listen();
    const cliente = await RpcClient.connect({ natsUrl: spento.url, timeoutMs: 5000 });
    const sql = await PgSql.nuovo(DATABASE_URL);
    const conn = await connectNats(spento.url, 'tracce-spente');
    const intestazioni: (string | undefined)[] = [];
    const sub = conn.subscribe('prova.saluta', { queue: 'spia', callback: (_error, msg) => intestazioni.push(msg.headers?.get('traceparent')) });
    // The server knows the spy once its connection's flush comes back: a request sent before would pass it by.
    await conn.flush();
    try {
      await cliente.send(PROVA.saluta, {}, ctx);
      await sql.$transaction((tx) => enqueueEvent(tx, ORDINE_CREATO, { n: 3 }));
      const [riga] = await sql.$queryRawUnsafe<{ trace_context: unknown }[]>('SELECT trace_context FROM outbox_events');
      expect(riga.trace_context).toBeNull();
      await waitFor(() => Promise.resolve(intestazioni.length > 0 ? true : undefined));
      expect(intestazioni).toEqual([undefined]);
    } finally {
      sub.unsubscribe();
      await conn.close();
      await sql.end();
      await cliente.close();
      await servizio.close();
      await spento.dispose();
    }
  });
});
