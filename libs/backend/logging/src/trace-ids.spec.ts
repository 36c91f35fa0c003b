import { Writable } from 'node:stream';
import { context, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import pino from 'pino';
import { startTracing, stopTracing } from '@ricambiamo/tracing';
import { traceIds } from './trace-ids';

describe('traceIds', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
  const logger = pino({ mixin: traceIds }, sink);
  const last = () => lines[lines.length - 1];

  beforeAll(() => startTracing({ service: 'logging-test', sampleRatio: 1, exporter: new InMemorySpanExporter(), batchDelayMs: 50 }));
  afterAll(() => stopTracing());

  it('names the trace and the span a line is written in', () => {
    trace.getTracer('test').startActiveSpan('richiesta', (span) => {
      logger.info({ correlationId: 'c-1' }, 'dentro');
      span.end();
      expect(last()).toMatchObject({ msg: 'dentro', correlationId: 'c-1', trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId });
    });
  });

  it('names none outside any span, nor a trace that was not sampled', () => {
    logger.info('fuori');
    expect(last()).not.toHaveProperty('trace_id');
    const scartata = trace.wrapSpanContext({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: TraceFlags.NONE });
    context.with(trace.setSpan(context.active(), scartata), () => logger.info('non campionata'));
    expect(last()).toMatchObject({ msg: 'non campionata' });
    expect(last()).not.toHaveProperty('trace_id');
  });
});
