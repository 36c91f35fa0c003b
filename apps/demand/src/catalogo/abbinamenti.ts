import { Injectable } from '@nestjs/common';
import type { FiltriRicercaSalvata, InserzionePerAvvisiDto, RegoleFiltroCompatibile } from '@ricambiamo/contracts';
import { CATALOGUE, DEMAND_EVENTS, rispettaFiltroCompatibile } from '@ricambiamo/contracts';
import { enqueueEvents, RpcClient } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig } from '@ricambiamo/service-kit';
import type { DemandConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { tokenDisattiva } from '../ricerche/link-disattiva';
import { candidateSql } from './candidate.sql';

interface Candidata {
  id: string;
  acquirente_id: string;
  nome: string;
  frequenza: string;
  compatibile: RegoleFiltroCompatibile | null;
  filtri: FiltriRicercaSalvata;
  solo_completamento: boolean;
}

/**
 * A listing against every active saved search (docs/architecture.md#saved-searches): the searches keyed by one of its
 * lexemes or by none, whose filters it meets in SQL; then "Solo compatibili" by the same function the search's filter
 * is tested against, and, for a car only the completed words match, whether the search completes them now. Each new
 * (search, car) pair is written once and announced once, in the transaction of the event that found it: a replayed
 * event, another edit or a second replica finds the pair already there.
 */
@Injectable()
export class Abbinamenti {
  constructor(
    @InjectConfig() private readonly config: DemandConfig,
    private readonly rpc: RpcClient,
  ) {}

  /** Resolves with how many searches the car matched for the first time. */
  async abbina(auto: InserzionePerAvvisiDto, tx: Db<PrismaClient>, correlationId: string): Promise<number> {
    const candidate = await tx.$queryRaw<Candidata[]>(candidateSql(auto));
    const trovate: Candidata[] = [];
    for (const s of candidate) {
      if (s.compatibile !== null && !rispettaFiltroCompatibile(s.compatibile, auto)) continue;
      if (s.solo_completamento && !(await this.completaOra(s.filtri, correlationId))) continue;
      trovate.push(s);
    }
    if (trovate.length === 0) return 0;
    const nuove = await tx.$queryRaw<{ ricerca_id: string }[]>`
      INSERT INTO corrispondenze (ricerca_id, auto_id, acquirente_id, titolo, immagine, da_riepilogare)
      SELECT s.id, ${auto.autoId}::uuid, s.acquirente_id, ${auto.titolo}, ${auto.immagine}, s.frequenza = 'giornaliera'
      FROM ricerche_salvate s WHERE s.id = ANY (${trovate.map((s) => s.id)}::uuid[])
      ON CONFLICT DO NOTHING
      RETURNING ricerca_id`;
    const perId = new Map(trovate.map((s) => [s.id, s]));
    await enqueueEvents(
      tx,
      DEMAND_EVENTS.searchMatched,
      nuove.map(({ ricerca_id }) => {
        const ricerca = perId.get(ricerca_id)!;
        return {
          ricercaId: ricerca.id,
          acquirenteId: ricerca.acquirente_id,
          nomeRicerca: ricerca.nome,
          autoId: auto.autoId,
          titolo: auto.titolo,
          email: ricerca.frequenza === 'subito',
          disattiva: tokenDisattiva(this.config.DEMAND_LINK_SECRET, ricerca.id),
        };
      }),
    );
    return nuove.length;
  }

  /** Rare: only words whose last one the car completes but does not hold whole. */
  private async completaOra(filtri: FiltriRicercaSalvata, correlationId: string): Promise<boolean> {
    const { completa } = await this.rpc.send(CATALOGUE.avvisi.completa, { ...filtri, q: filtri.q ?? '' }, { actor: null, correlationId });
    return completa;
  }
}
