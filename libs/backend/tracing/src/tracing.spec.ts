import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { bullmqTelemetry, flushTraces, startTracing, stopTracing, tracingActive } from './tracing';

describe('tracing', () => {
  afterEach(() => stopTracing());

  it('is off until started: no span is recorded and BullMQ gets no telemetry', async () => {
    expect(tracingActive()).toBe(false);
    expect(bullmqTelemetry()).toEqual({});
    const span = trace.getTracer('test').startSpan('spenta');
    expect(span.isRecording()).toBe(false);
    span.end();
    await expect(flushTraces()).resolves.toBeUndefined();
  });

  it('records and exports spans once started, keeping the share of new traces it is told to', async () => {
    const exporter = new InMemorySpanExporter();
    startTracing({ service: 'prova', sampleRatio: 1, exporter, batchDelayMs: 60_000 });
    expect(tracingActive()).toBe(true);
    expect(bullmqTelemetry().telemetry).toBeDefined();
    trace.getTracer('test').startSpan('accesa').end();
    await flushTraces();
    const [span] = exporter.getFinishedSpans();
    expect(span.name).toBe('accesa');
    expect(span.resource.attributes['service.name']).toBe('prova');
    expect(() => startTracing({ service: 'prova', sampleRatio: 1, exporter, batchDelayMs: 1 })).toThrow('already started');
  });

  it('keeps no new trace at a ratio of 0, and starts afresh after a stop', async () => {
    const exporter = new InMemorySpanExporter();
    startTracing({ service: 'prova', sampleRatio: 0, exporter, batchDelayMs: 60_000 });
    trace.getTracer('test').startSpan('scartata').end();
    await flushTraces();
    expect(exporter.getFinishedSpans()).toEqual([]);
    await stopTracing();
    expect(tracingActive()).toBe(false);
    expect(trace.getTracer('test').startSpan('spenta').isRecording()).toBe(false);
  });
});
