import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, ParsedRequestOf, RicercaSalvataDto } from '@ricambiamo/contracts';
import { CATALOGUE, DEMAND, MAX_RICERCHE_SALVATE } from '@ricambiamo/contracts';
import { DomainError, RpcClient } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE, InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { DemandConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { colonneDiRicerca } from './colonne';
import { ricercaDelToken } from './link-disattiva';
import type { RigaRicerca } from './ricerche.sql';
import { ricercheSql, toRicercaDto } from './ricerche.sql';

/**
 * A buyer's saved searches (docs/rules.md §3.19). Another buyer's search reads as SAVED_SEARCH_NOT_FOUND, exactly like a
 * missing one.
 */
@Injectable()
export class RicercheService {
  constructor(
    @Inject(DATABASE) private readonly db: Db<PrismaClient>,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly rpc: RpcClient,
    @InjectConfig() private readonly config: DemandConfig,
  ) {}

  /**
   * Saves the search with its words in every form the search may run them (catalogue's own: docs/architecture.md#saved-searches).
   * The buyer's searches are counted under a lock of theirs, so two saves at once never make a 21st.
   */
  async salva(actor: Actor, richiesta: ParsedRequestOf<typeof DEMAND.search.save>, correlationId: string): Promise<RicercaSalvataDto> {
    const { filtri } = richiesta;
    const query = filtri.q ? await this.rpc.send(CATALOGUE.avvisi.query, { q: filtri.q }, { actor: null, correlationId }) : null;
    const c = colonneDiRicerca(filtri, query);
    const id = randomUUID();
    await this.uow.run(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`demand.ricerche:${actor.userId}`}))`;
      if ((await tx.ricercaSalvata.count({ where: { acquirenteId: actor.userId } })) >= MAX_RICERCHE_SALVATE) throw new DomainError('SAVED_SEARCH_LIMIT');
      await tx.$executeRaw`
        INSERT INTO ricerche_salvate (id, acquirente_id, nome, filtri, frequenza, parole_query, completamento_query, codici_query, chiave, marca_like, modello_like,
          carburante, anno_da, anno_a, km_da, km_a, cv_da, cv_a, kw_da, kw_a, cilindrata, solo_disponibili, compatibile)
        VALUES (${id}::uuid, ${actor.userId}::uuid, ${richiesta.nome}, ${JSON.stringify(filtri)}::jsonb, ${richiesta.frequenza},
          ${c.paroleQuery}::tsquery, ${c.completamentoQuery}::tsquery, ${c.codiciQuery}::tsquery, ${c.chiave}, ${c.marcaLike}, ${c.modelloLike}, ${c.carburante},
          ${c.annoDa}, ${c.annoA}, ${c.kmDa}, ${c.kmA}, ${c.cvDa}, ${c.cvA}, ${c.kwDa}, ${c.kwA}, ${c.cilindrata}, ${c.soloDisponibili},
          ${c.compatibile === null ? null : JSON.stringify(c.compatibile)}::jsonb)`;
    });
    return this.una(actor, id);
  }

  async elenco(actor: Actor): Promise<RicercaSalvataDto[]> {
    return (await this.db.$queryRaw<RigaRicerca[]>(ricercheSql(actor.userId))).map(toRicercaDto);
  }

  async modifica(actor: Actor, richiesta: ParsedRequestOf<typeof DEMAND.search.update>): Promise<RicercaSalvataDto> {
    const { ricercaId, nome, frequenza, attiva } = richiesta;
    const { count } = await this.db.ricercaSalvata.updateMany({ where: { id: ricercaId, acquirenteId: actor.userId }, data: { nome, frequenza, attiva } });
    if (count === 0) throw new DomainError('SAVED_SEARCH_NOT_FOUND');
    return this.una(actor, ricercaId);
  }

  async elimina(actor: Actor, ricercaId: string): Promise<{ ok: true }> {
    const { count } = await this.db.ricercaSalvata.deleteMany({ where: { id: ricercaId, acquirenteId: actor.userId } });
    if (count === 0) throw new DomainError('SAVED_SEARCH_NOT_FOUND');
    return { ok: true };
  }

  /** An e-mail's unsubscribe link: pauses the search it was signed for, whoever follows it, signed in or not. */
  async disattiva(token: string): Promise<{ nome: string }> {
    const ricercaId = ricercaDelToken(this.config.DEMAND_LINK_SECRET, token);
    const [ricerca] = ricercaId
      ? await this.db.$queryRaw<{ nome: string }[]>`UPDATE ricerche_salvate SET attiva = FALSE, updated_at = now() WHERE id = ${ricercaId}::uuid RETURNING nome`
      : [];
    if (!ricerca) throw new DomainError('UNSUBSCRIBE_INVALID');
    return ricerca;
  }

  private async una(actor: Actor, ricercaId: string): Promise<RicercaSalvataDto> {
    const [riga] = await this.db.$queryRaw<RigaRicerca[]>(ricercheSql(actor.userId, ricercaId));
    if (!riga) throw new DomainError('SAVED_SEARCH_NOT_FOUND');
    return toRicercaDto(riga);
  }
}
