import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

/** The gateway's one Redis connection, shared by the rate limiter and the readiness check. */
@Injectable()
export class RedisConnection extends Redis implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await this.quit();
  }
}
