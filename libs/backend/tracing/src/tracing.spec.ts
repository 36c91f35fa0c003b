import { context, trace } from '@opentelemetry/api';
import { isTracingSuppressed } from '@opentelemetry/core';
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

  it("traces BullMQ's jobs, added and worked, and none of its housekeeping", async () => {
    const exporter = new InMemorySpanExporter();
    startTracing({ service: 'prova', sampleRatio: 1, exporter, batchDelayMs: 60_000 });
    const { tracer } = bullmqTelemetry().telemetry!;
    // What runs under a span: traced under a job's, untraced (its Redis commands too) under the housekeeping's.
    const suppressed = (name: string) => {
      const span = tracer.startSpan(name);
      span.end();
      return isTracingSuppressed(span.setSpanOnContext(context.active()));
    };
    expect(['add media.process-image', 'addBulk media', 'process media'].map(suppressed)).toEqual([false, false, false]);
    expect(['getNextJob media', 'moveStalledJobsToWait media'].map(suppressed)).toEqual([true, true]);
    await flushTraces();
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['add media.process-image', 'addBulk media', 'process media']);
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
