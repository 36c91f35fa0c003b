import type { Context } from '@opentelemetry/api';
import { context, propagation, trace } from '@opentelemetry/api';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { QueueBaseOptions, Span as BullmqSpan, Telemetry } from 'bullmq';

export interface TracingOptions {
  /** The app's name in libs/backend/config/src/apps.json: the `service.name` of its spans. */
  service: string;
  /** The share of the traces begun in this process that are kept, 0 to 1; a trace begun by a caller follows its choice. */
  sampleRatio: number;
  /** Where finished spans go: OTLP over HTTP (otlpExporter) in the apps, a test's own exporter in tests. */
  exporter: SpanExporter;
  /** How long finished spans wait to be sent together, in milliseconds. */
  batchDelayMs: number;
}

/** Requests of probes and scrapers, every few seconds from every pod: neither logs nor traces record them. */
export const QUIET_PATHS = ['/health', '/metrics'];

const quiet = (url: string | undefined) => QUIET_PATHS.some((path) => url?.startsWith(path));

let running: { flush: () => Promise<void>; stop: () => Promise<void> } | null = null;

/**
 * Whether this process traces. Everything on a request's path asks this first and, while it is false, does nothing
 * more: no span, no header, no context written with an event.
 */
export const tracingActive = (): boolean => running !== null;

/** The OTLP/HTTP exporter to a collector or Jaeger at `endpoint` (http://host:4318), JSON-encoded. */
export function otlpExporter(endpoint: string): SpanExporter {
  // Required only when tracing is on, as the SDK below: with it off a process loads nothing of OpenTelemetry but its API.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  return new OTLPTraceExporter({ url: new URL('/v1/traces', endpoint).toString() });
}

/**
 * Starts OpenTelemetry's SDK in this process: the W3C trace context, a parent-based ratio sampler, and spans of
 * incoming and outgoing HTTP, Fastify's routes, PostgreSQL queries and Redis commands. The instrumentations patch `http`,
 * `pg` and `ioredis` as they are required, so this runs before anything requires them: the apps import
 * `@ricambiamo/tracing/preload` first (docs/architecture.md#traces). NATS requests, events and BullMQ jobs are traced by
 * our messaging layer and BullMQ's telemetry option, which ask tracingActive().
 * A query or a command outside any span (a relay's poll, a sweeper's claim) makes no trace of its own.
 */
export function startTracing(options: TracingOptions): void {
  if (running) throw new Error('tracing is already started in this process');
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const sdkTrace = require('@opentelemetry/sdk-trace') as typeof import('@opentelemetry/sdk-trace');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof import('@fastify/otel');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } = require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const instrumentations: Instrumentation[] = [
    new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => quiet(request.url), requireParentforOutgoingSpans: true }),
    // A span for the request and one for its handler; one for each of the gateway's hooks (headers, CSRF, metrics)
    // would bury the handler among them.
    new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false, ignorePaths: (route) => quiet(route.url) }),
    new PgInstrumentation({ requireParentSpan: true }),
    new IORedisInstrumentation({ requireParentSpan: true }),
  ];
  const processor = new sdkTrace.BatchSpanProcessor({ exporter: options.exporter, scheduledDelayMillis: options.batchDelayMs });
  const sdk = new NodeSDK({
    serviceName: options.service,
    sampler: new sdkTrace.ParentBasedSampler({ root: new sdkTrace.TraceIdRatioBasedSampler(options.sampleRatio) }),
    spanProcessors: [processor],
    instrumentations,
    // Traces only: metrics are Prometheus' (@ricambiamo/logging), logs are pino's lines on stdout.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  running = {
    flush: () => processor.forceFlush(),
    stop: async () => {
      for (const instrumentation of instrumentations) instrumentation.disable();
      await sdk.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** Sends the spans still waiting in the batch: when an app closes, so that its last requests' spans are not lost. */
export function flushTraces(): Promise<void> {
  return running?.flush() ?? Promise.resolve();
}

/** Stops tracing and undoes what startTracing set up, for a test that traced in its own process. */
export async function stopTracing(): Promise<void> {
  const stopping = running;
  running = null;
  await stopping?.stop();
}

/** BullMQ's operations that follow a job: adding it (alone or with others), and working it. */
const JOB_OPERATIONS = new Set(['add', 'addBulk', 'process']);

/**
 * BullMQ's telemetry option while tracing is on, for a queue (a job added carries the trace it was added in) and a
 * worker (its job is worked in a span of that trace); nothing while it is off.
 * BullMQ's housekeeping runs untraced, its Redis commands too: a worker asks for its next job every few seconds and
 * looks for stalled jobs every interval, and each would be a trace of its own.
 */
export function bullmqTelemetry(): Pick<QueueBaseOptions, 'telemetry'> {
  if (!running) return {};
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { BullMQOtel } = require('bullmq-otel') as typeof import('bullmq-otel');
  const { suppressTracing } = require('@opentelemetry/core') as typeof import('@opentelemetry/core');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const otel = new BullMQOtel({ tracerName: 'bullmq' });
  const untraced: BullmqSpan<Context> = {
    setSpanOnContext: (ctx) => suppressTracing(ctx),
    setAttribute: () => undefined,
    setAttributes: () => undefined,
    addEvent: () => undefined,
    recordException: () => undefined,
    end: () => undefined,
  };
  const telemetry: Telemetry<Context> = {
    contextManager: otel.contextManager,
    tracer: {
      // BullMQ names a span `<operation> <queue>`.
      startSpan: (name, options, ctx) => (JOB_OPERATIONS.has(name.split(' ')[0]) ? otel.tracer.startSpan(name, options, ctx) : untraced),
    },
  };
  return { telemetry };
}
