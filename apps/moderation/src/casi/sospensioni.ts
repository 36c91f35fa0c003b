import { Injectable } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, Periodico, UnitOfWork } from '@ricambiamo/service-kit';
import type { ModerationConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { revoca } from './casi.service';

/**
 * Lifts the suspensions whose time ran out, 100 at a time, taken FOR UPDATE SKIP LOCKED so that replicas share them
 * and each is lifted once (docs/architecture.md#suspensions).
 */
@Injectable()
export class Sospensioni extends Periodico {
  constructor(
    @InjectConfig() private readonly config: ModerationConfig,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
  ) {
    super();
  }

  protected get intervalloMs(): number {
    return this.config.SUSPENSION_SWEEP_MS;
  }

  /** One pass at `ora`; resolves with the suspensions lifted. */
  async esegui(ora: Date = new Date()): Promise<number> {
    return this.uow.run(async (tx) => {
      const scadute = await tx.$queryRaw<Array<{ id: string; utente_id: string }>>`
        SELECT id, utente_id FROM provvedimenti
        WHERE azione = 'sospendi_venditore' AND revocato_il IS NULL AND sospeso_fino IS NOT NULL AND sospeso_fino <= ${ora}
        ORDER BY sospeso_fino LIMIT 100 FOR UPDATE SKIP LOCKED`;
      for (const { id, utente_id } of scadute) await revoca(tx, id, utente_id);
      return scadute.length;
    });
  }
}
