import { QueueName } from '@ricambiamo/contracts';
import type { GatewayConfig } from '../config';
import { CodaMedia } from './coda-media';

// Nothing listens on port 1: the queue is opened and closed without ever reaching a Redis.
const config = { REDIS_URL: 'redis://127.0.0.1:1' } as GatewayConfig;

describe('CodaMedia', () => {
  it('opens the media queue once, on first use, and closes it with the gateway', async () => {
    const media = new CodaMedia(config);
    const queue = await media.get();
    expect(queue.name).toBe(QueueName.Media);
    expect(await media.get()).toBe(queue);
    await media.onApplicationShutdown();
    expect(queue.closing).toBeDefined();
  });
});
