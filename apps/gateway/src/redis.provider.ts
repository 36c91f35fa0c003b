import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

/** The gateway's one Redis connection, shared by the rate limiter, session revocation and the readiness check. */
@Injectable()
export class RedisConnection extends Redis implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    // QUIT needs a live connection: while Redis is away it would wait, and ioredis keep reconnecting, forever.
    if (this.status === 'ready') await this.quit();
    else this.disconnect();
  }
}
