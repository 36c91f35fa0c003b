import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { ProcessImageJob } from '@ricambiamo/contracts';
import { imageKeyFor, MEDIA_JOB_DEFAULTS, MEDIA_PATHS, MediaJobName, QueueName } from '@ricambiamo/contracts';
import { loadConfig } from '@ricambiamo/config';
import { startService } from '@ricambiamo/service-kit';
import { LocalStorage } from '@ricambiamo/storage';
import { type PrivateNatsServer, startNatsServer, waitFor } from '@ricambiamo/testing';
import { bullmqTelemetry, flushTraces, startTracing, stopTracing } from '@ricambiamo/tracing';
import { mediaWorkerEnv } from '../../src/config';
import { mediaWorker } from '../../src/main';
import { smallJpeg } from '../fixtures/images';

// A Redis database of its own: no other test's worker takes this queue's jobs.
const REDIS_URL = 'redis://127.0.0.1:6379/8';

/** A photo job traced as in production: BullMQ's telemetry on the uploader's queue and on the worker (docs/architecture.md#traces). */
describe('media worker with tracing on', () => {
  const exporter = new InMemorySpanExporter();
  let dir: string;
  let nats: PrivateNatsServer;
  let app: NestFastifyApplication;
  let queue: Queue<ProcessImageJob>;

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    // Before the worker's modules are built: BullModule.forRoot takes the telemetry option then.
    startTracing({ service: 'media-worker', sampleRatio: 1, exporter, batchDelayMs: 50 });
    dir = await mkdtemp(path.join(tmpdir(), 'media-tracce-'));
    nats = await startNatsServer();
    app = await startService(
      mediaWorker,
      loadConfig(mediaWorkerEnv, { REDIS_URL, NATS_URL: nats.url, STORAGE_DIR: dir, HTTP_PORT: '0', LOG_LEVEL: 'silent' }),
    );
    queue = new Queue(QueueName.Media, { connection: { url: REDIS_URL }, ...bullmqTelemetry() });
  });

  afterAll(async () => {
    await queue?.close();
    await app?.close();
    await nats?.dispose();
    await stopTracing();
    await rm(dir, { recursive: true, force: true });
  });

  it("works an upload's photo job in the upload's trace, and makes no trace of its own polling", async () => {
    const key = imageKeyFor(randomUUID(), 'jpeg');
    await new LocalStorage(dir).create(MEDIA_PATHS.incoming('auto-images', key), await smallJpeg());
    const upload = await trace.getTracer('test').startActiveSpan('upload', async (span) => {
      await queue.add(MediaJobName.ProcessImage, { store: 'auto-images', key, uploaderId: randomUUID() }, { jobId: key, ...MEDIA_JOB_DEFAULTS });
      span.end();
      return span.spanContext();
    });
    const inUpload = (span: { spanContext: () => { traceId: string } }) => span.spanContext().traceId === upload.traceId;
    const lavoro = await waitFor(async () => {
      await flushTraces();
      return exporter.getFinishedSpans().find((span) => span.name === `process ${QueueName.Media}` && inUpload(span));
    }, 30_000);
    const aggiunta = exporter.getFinishedSpans().find((span) => span.name === `add ${QueueName.Media}.${MediaJobName.ProcessImage}`)!;
    expect(aggiunta).toMatchObject({ kind: SpanKind.PRODUCER, parentSpanContext: expect.objectContaining({ spanId: upload.spanId }) });
    expect(lavoro.kind).toBe(SpanKind.CONSUMER);
    expect(lavoro.parentSpanContext?.spanId).toBe(aggiunta.spanContext().spanId);
    // The worker has been asking Redis for jobs all along: none of that is a span. Jobs are (the cleanup's schedule too).
    expect(exporter.getFinishedSpans().map((span) => span.name).filter((name) => !/^(add|process) /.test(name))).toEqual(['upload']);
  });
});
