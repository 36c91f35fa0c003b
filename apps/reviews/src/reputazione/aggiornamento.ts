import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE, InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { ReviewsConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { ReputazioneService } from './reputazione.service';

/**
 * Every REPUTATION_REFRESH_MS, on every replica: the reputations computed more than a day ago are computed again, as
 * orders and reviews leave the last 12 months without an event to say so. Replicas doing the same seller at once
 * queue on its advisory lock and write the same figures.
 */
@Injectable()
export class AggiornamentoReputazioni implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AggiornamentoReputazioni.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @InjectConfig() private readonly config: ReviewsConfig,
    @Inject(DATABASE) private readonly db: Db<PrismaClient>,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly reputazione: ReputazioneService,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass, 100 sellers at most; resolves with how many were recomputed. */
  async aggiorna(): Promise<number> {
    const venditori = await this.reputazione.scadute(100, this.db);
    for (const venditoreId of venditori) await this.uow.run((tx) => this.reputazione.ricalcola(venditoreId, tx));
    return venditori.length;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.running = this.aggiorna()
        .then(
          () => undefined,
          (error: unknown) => this.logger.warn({ err: error }, 'Reputation refresh failed; trying again at the next one'),
        )
        .finally(() => {
          this.running = null;
          if (this.timer) this.schedule();
        });
    }, this.config.REPUTATION_REFRESH_MS);
    this.timer.unref();
  }
}
