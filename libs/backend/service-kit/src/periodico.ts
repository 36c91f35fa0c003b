import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Logger } from '@nestjs/common';

/**
 * Work a service does on its own every few seconds on every replica (a sweep, a digest): one run at a time, the next
 * `intervalloMs` after the last ended, from bootstrap until shutdown, which waits for a run under way. A run that fails
 * is logged and tried again at the next; replicas share the work through the database (FOR UPDATE SKIP LOCKED), never
 * through this timer.
 */
export abstract class Periodico implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;

  protected abstract readonly intervalloMs: number;
  /** What one run does; its result is for tests, which call it themselves. */
  protected abstract esegui(): Promise<unknown>;

  /** Shutdown has begun: a run made of several steps stops between them. */
  protected get inArresto(): boolean {
    return this.stopping;
  }

  onApplicationBootstrap(): void {
    this.stopping = false;
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.running = this.esegui()
        .then(
          () => undefined,
          (error: unknown) => this.logger.warn({ err: error }, 'A periodic run failed; trying again at the next'),
        )
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.intervalloMs);
    this.timer.unref();
  }
}
