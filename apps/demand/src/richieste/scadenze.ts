import { Injectable } from '@nestjs/common';
import { sqltag as sql } from '@prisma/client/runtime/client';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, Periodico, UnitOfWork } from '@ricambiamo/service-kit';
import type { DemandConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { chiudiRichieste } from './richieste.service';

/**
 * Closes the requests whose days ran out (docs/rules.md §3.20), 100 at a time, taken FOR UPDATE SKIP LOCKED so that
 * replicas share them and none is closed twice; the yards that answered are told.
 */
@Injectable()
export class Scadenze extends Periodico {
  constructor(
    @InjectConfig() private readonly config: DemandConfig,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
  ) {
    super();
  }

  protected get intervalloMs(): number {
    return this.config.REQUEST_SWEEP_MS;
  }

  /** One pass at `ora`; resolves with the requests closed. */
  async esegui(ora: Date = new Date()): Promise<number> {
    return this.uow.run(async (tx) => {
      const scadute = sql`r.id IN (SELECT id FROM richieste WHERE stato = 'aperta' AND scade_il <= ${ora} ORDER BY scade_il LIMIT 100 FOR UPDATE SKIP LOCKED)`;
      return (await chiudiRichieste(tx, scadute, 'scaduta')).length;
    });
  }
}
