import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { MESSAGGI_MEDIA } from '@ricambiamo/contracts';
import type { ProcessImageJob } from '@ricambiamo/contracts';
import type { Storage } from '@ricambiamo/storage';
import type { GatewayConfig } from '../config';
import type { CodaMedia } from './coda-media';
import { UploadsService } from './uploads.service';

describe('UploadsService.status', () => {
  it('never reports a job the worker failed with a code as INTERNAL, whenever the failure lands between two reads', async () => {
    const uploaderId = randomUUID();
    const key = `${randomUUID()}.png`;
    const data: ProcessImageJob = { store: 'auto-images', key, uploaderId };
    // The worker fails the job with its code right after the first thing the gateway reads from Redis.
    let record = { state: 'active', failedReason: undefined as string | undefined };
    let reads = 0;
    const read = <T>(value: () => T): T => {
      const result = value();
      if (++reads === 1) record = { state: 'failed', failedReason: 'IMAGE_TOO_MANY_PIXELS' };
      return result;
    };
    const snapshot = () => {
      const seen = { ...record };
      return { data, timestamp: Date.now(), failedReason: seen.failedReason, getState: () => Promise.resolve(read(() => record.state)) };
    };
    const queue = {
      getJob: () => Promise.resolve(read(snapshot)),
      getJobState: () => Promise.resolve(read(() => record.state)),
    } as unknown as Queue<ProcessImageJob>;
    const service = new UploadsService({} as Storage, { get: () => Promise.resolve(queue) } as CodaMedia, { UPLOAD_STALE_SECONDS: 300 } as GatewayConfig);

    const first = await service.status({ userId: uploaderId, role: 'venditore' }, key);
    expect(first).toEqual({ key, status: 'processing' });
    expect(await service.status({ userId: uploaderId, role: 'venditore' }, key)).toEqual({
      key,
      status: 'failed',
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: MESSAGGI_MEDIA.troppiPixel,
    });
  });
});
