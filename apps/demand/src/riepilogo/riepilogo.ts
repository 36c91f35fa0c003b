import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { RiepilogoEvent } from '@ricambiamo/contracts';
import { DEMAND_EVENTS } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, Periodico, UnitOfWork } from '@ricambiamo/service-kit';
import type { DemandConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { tokenDisattiva } from '../ricerche/link-disattiva';
import { prossimoRiepilogo } from './orario';

interface DaRiepilogare {
  ricerca_id: string;
  auto_id: string;
  acquirente_id: string;
  nome: string;
  titolo: string;
}

/**
 * The morning digest (docs/rules.md §3.19). Every DIGEST_SWEEP_MS each replica looks whether 8:00 Italian time has come
 * (the one row of `riepiloghi`, taken FOR UPDATE SKIP LOCKED: one replica sends, the others skip); when it has, every
 * match of a daily search not yet sent becomes one `digest.ready` per buyer, the matches are marked sent in the same
 * transaction, and the next 8:00 is set. A match of a paused search waits for it to be resumed.
 */
@Injectable()
export class Riepilogo extends Periodico {
  constructor(
    @InjectConfig() private readonly config: DemandConfig,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
  ) {
    super();
  }

  protected get intervalloMs(): number {
    return this.config.DIGEST_SWEEP_MS;
  }

  protected esegui(): Promise<number> {
    return this.riepiloga();
  }

  /** One look at `ora`; resolves with how many buyers were sent a digest (0 when it was not due). */
  async riepiloga(ora: Date = new Date()): Promise<number> {
    return this.uow.run(async (tx, emit) => {
      const [stato] = await tx.$queryRaw<{ prossimo_il: Date }[]>`SELECT prossimo_il FROM riepiloghi WHERE id = 1 FOR UPDATE SKIP LOCKED`;
      if (!stato || stato.prossimo_il > ora) return 0;
      const righe = await tx.$queryRaw<DaRiepilogare[]>`
        SELECT c.ricerca_id, c.auto_id, c.acquirente_id, s.nome, c.titolo
        FROM corrispondenze c JOIN ricerche_salvate s ON s.id = c.ricerca_id
        WHERE c.da_riepilogare AND c.riepilogata_il IS NULL AND s.attiva
        ORDER BY c.acquirente_id, s.nome, c.trovata_il`;
      const perAcquirente = new Map<string, RiepilogoEvent['voci']>();
      for (const r of righe) {
        const voci = perAcquirente.get(r.acquirente_id) ?? [];
        voci.push({
          ricercaId: r.ricerca_id,
          nomeRicerca: r.nome,
          autoId: r.auto_id,
          titolo: r.titolo,
          disattiva: tokenDisattiva(this.config.DEMAND_LINK_SECRET, r.ricerca_id),
        });
        perAcquirente.set(r.acquirente_id, voci);
      }
      for (const [acquirenteId, voci] of perAcquirente) await emit(DEMAND_EVENTS.digestReady, { riepilogoId: randomUUID(), acquirenteId, voci });
      if (righe.length > 0) {
        await tx.$executeRaw`
          UPDATE corrispondenze c SET riepilogata_il = ${ora}
          FROM unnest(${righe.map((r) => r.ricerca_id)}::uuid[], ${righe.map((r) => r.auto_id)}::uuid[]) AS inviate(ricerca_id, auto_id)
          WHERE c.ricerca_id = inviate.ricerca_id AND c.auto_id = inviate.auto_id`;
      }
      await tx.$executeRaw`UPDATE riepiloghi SET prossimo_il = ${prossimoRiepilogo(ora)} WHERE id = 1`;
      return perAcquirente.size;
    });
  }
}
