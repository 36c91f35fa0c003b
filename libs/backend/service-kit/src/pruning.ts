import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import { Pruner } from '@ricambiamo/messaging';

/** Prunes on the service's PRUNE_INTERVAL_MS from start-up; on shutdown lets the batch in hand finish. */
@Injectable()
export class PruningLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(private readonly pruner: Pruner) {}

  onApplicationBootstrap(): void {
    this.pruner.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.pruner.stop();
  }
}
