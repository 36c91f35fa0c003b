import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { FiltroRighe, ImportazioneDto, PaginaRigheDto } from '@ricambiamo/contracts';
import { FILTRI_RIGHE, IMPORTS, PAGINA_RIGHE_IMPORTAZIONE, TOKENS } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { Importazione, PaginaRigheImportazione } from './importazioni.models';

/** The seller's import (docs/rules.md §3.13); the files go up through POST /importazioni. */
@Resolver(() => Importazione)
export class ImportazioniResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => Importazione, { nullable: true, description: "The seller's latest import, in whatever state, or null" })
  @Access(IMPORTS.job.latest.access)
  async importazioneCorrente(@Caller() caller: RpcContext): Promise<Importazione | null> {
    const importazione = await this.rpc.send(IMPORTS.job.latest, {}, caller);
    return importazione ? this.conSaldo(importazione, caller) : null;
  }

  @Mutation(() => Importazione, { description: 'Applies the preview; refused while the balance does not cover its cost' })
  @Access(IMPORTS.job.confirm.access)
  async confermaImportazione(@Args('id', { type: () => ID }) id: string, @Caller() caller: RpcContext): Promise<Importazione> {
    return this.conSaldo(await this.rpc.send(IMPORTS.job.confirm, { id }, caller), caller);
  }

  @Mutation(() => Importazione, { description: 'Drops an import in analysis or in preview: nothing written, nothing charged' })
  @Access(IMPORTS.job.cancel.access)
  async annullaImportazione(@Args('id', { type: () => ID }) id: string, @Caller() caller: RpcContext): Promise<Importazione> {
    return this.conSaldo(await this.rpc.send(IMPORTS.job.cancel, { id }, caller), caller);
  }

  @ResolveField(() => PaginaRigheImportazione, {
    description: `Rows after the row number \`dopo\`, at most ${PAGINA_RIGHE_IMPORTAZIONE} a page; filtro: ${FILTRI_RIGHE.join(', ')}`,
  })
  righe(
    @Parent() importazione: Importazione,
    @Caller() caller: RpcContext,
    @Args('filtro', { type: () => String, defaultValue: 'tutte' }) filtro: FiltroRighe,
    @Args('dopo', { type: () => Int, defaultValue: 0 }) dopo: number,
    @Args('limite', { type: () => Int, defaultValue: 200 }) limite: number,
  ): Promise<PaginaRigheDto> {
    return this.rpc.send(IMPORTS.job.rows, { id: importazione.id, filtro, dopo, limite }, caller);
  }

  /** The preview says what the balance will be after the import: the balance of now, asked of tokens. */
  private async conSaldo(importazione: ImportazioneDto, caller: RpcContext): Promise<Importazione> {
    const { gettoni } = await this.rpc.send(TOKENS.balance.get, {}, caller);
    return { ...importazione, saldoGettoni: gettoni };
  }
}
