import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE, InjectConfig, Periodico, UnitOfWork } from '@ricambiamo/service-kit';
import type { ReviewsConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { ReputazioneService } from './reputazione.service';

/**
 * Every REPUTATION_REFRESH_MS, on every replica: the reputations computed more than a day ago are computed again, as
 * orders and reviews leave the last 12 months without an event to say so. Replicas doing the same seller at once
 * queue on its advisory lock and write the same figures.
 */
@Injectable()
export class AggiornamentoReputazioni extends Periodico {
  constructor(
    @InjectConfig() private readonly config: ReviewsConfig,
    @Inject(DATABASE) private readonly db: Db<PrismaClient>,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly reputazione: ReputazioneService,
  ) {
    super();
  }

  protected get intervalloMs(): number {
    return this.config.REPUTATION_REFRESH_MS;
  }

  protected esegui(): Promise<number> {
    return this.aggiorna();
  }

  /** One pass, 100 sellers at most; resolves with how many were recomputed. */
  async aggiorna(): Promise<number> {
    const venditori = await this.reputazione.scadute(100, this.db);
    for (const venditoreId of venditori) await this.uow.run((tx) => this.reputazione.ricalcola(venditoreId, tx));
    return venditori.length;
  }
}
