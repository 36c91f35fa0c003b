import { Injectable, Logger } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import { CatalogoClient } from '../catalogo/catalogo.client';
import type { PrismaClient } from '../generated/prisma/client';
import { OrdineRepository } from './ordine.repository';
import type { Finale } from './ordine.rules';

/**
 * A completed order's parts are sold in catalogue, a cancelled one's released. The order's final status commits first
 * with `ricambi_da_regolare`, so whatever dies before catalogue confirms (orders, catalogue, NATS), the sweeper asks
 * again until it does: a part never stays reserved for a closed order, and catalogue's calls are idempotent.
 */
@Injectable()
export class RegolazioneService {
  private readonly logger = new Logger(RegolazioneService.name);

  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly ordini: OrdineRepository,
    private readonly catalogo: CatalogoClient,
  ) {}

  /** Right after the final status committed; a failure is left to the sweeper. */
  async subito(correlationId: string, ordineId: string, stato: Finale): Promise<void> {
    try {
      await this.catalogo.regola(correlationId, ordineId, stato);
      await this.ordini.settled(ordineId);
    } catch (error) {
      this.logger.warn({ err: error, correlationId, ordineId }, 'Parts not settled with catalogue yet; the sweeper will retry');
    }
  }

  /**
   * Settles up to `limit` orders, each under its row lock taken with SKIP LOCKED, so replicas never ask twice for one
   * order at a time. Returns how many it settled.
   */
  async riprova(limit = 20): Promise<number> {
    let settled = 0;
    for (let i = 0; i < limit; i++) {
      const ordine = await this.uow.run(async (tx) => {
        const rows = await tx.$queryRaw<{ id: string; stato: Finale }[]>`
          SELECT id, stato FROM ordini WHERE ricambi_da_regolare ORDER BY stato_il LIMIT 1 FOR UPDATE SKIP LOCKED`;
        const [daRegolare] = rows;
        if (!daRegolare) return null;
        await this.catalogo.regola(`sweeper-${daRegolare.id}`, daRegolare.id, daRegolare.stato);
        await this.ordini.settled(daRegolare.id, tx);
        return daRegolare;
      });
      if (!ordine) break;
      settled += 1;
    }
    return settled;
  }
}
