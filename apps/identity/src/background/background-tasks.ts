import type { BeforeApplicationShutdown } from '@nestjs/common';
import { Injectable, Logger } from '@nestjs/common';

/**
 * Work the caller must not wait for, e.g. because its duration would leak information. Failures are logged with
 * the correlation id; shutdown waits for whatever is still running.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger(BackgroundTasks.name);
  private readonly running = new Set<Promise<void>>();

  run(name: string, correlationId: string, task: () => Promise<void>): void {
    const promise = task()
      .catch((error: unknown) => this.logger.error({ err: error, correlationId }, `${name} failed`))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.running);
  }
}
