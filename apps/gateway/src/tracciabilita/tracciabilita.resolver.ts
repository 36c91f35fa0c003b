import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ProvvedimentoDto, TracciabilitaDto, VenditoreOperatoreDto } from '@ricambiamo/contracts';
import { IDENTITY, MODERATION } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { Provvedimento } from '../moderazione/moderazione.models';
import { DatiVendita, DatiVenditaInput, VenditoreOperatore } from './tracciabilita.models';

/** The traders' traceability (docs/rules.md §3.23): the seller's own data, and the operator's check of them. */
@Resolver()
export class TracciabilitaResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => DatiVendita)
  @Access(IDENTITY.seller.traceability.access)
  datiVendita(@Caller() caller: RpcContext): Promise<TracciabilitaDto> {
    return this.rpc.send(IDENTITY.seller.traceability, {}, caller);
  }

  @Mutation(() => DatiVendita, { description: 'All at once; any change clears the verification' })
  @Access(IDENTITY.seller.updateTraceability.access)
  salvaDatiVendita(@Args('input') input: DatiVenditaInput, @Caller() caller: RpcContext): Promise<TracciabilitaDto> {
    return this.rpc.send(IDENTITY.seller.updateTraceability, { ...input, autocertificazione: input.autocertificazione as true }, caller);
  }

  @Query(() => [VenditoreOperatore], { description: 'The sellers, newest first; `q` narrows by name, e-mail or VAT number' })
  @Access(IDENTITY.operatore.sellers.access)
  venditoriOperatore(@Args('q', { type: () => String, nullable: true }) q: string | null, @Caller() caller: RpcContext): Promise<VenditoreOperatoreDto[]> {
    return this.rpc.send(IDENTITY.operatore.sellers, { q }, caller);
  }

  @Mutation(() => Boolean, { description: "Marks the seller's data checked, with what was checked (in the log)" })
  @Access(MODERATION.venditore.verify.access)
  async verificaVenditore(
    @Args('venditoreId', { type: () => ID }) venditoreId: string,
    @Args('nota') nota: string,
    @Caller() caller: RpcContext,
  ): Promise<boolean> {
    await this.rpc.send(MODERATION.venditore.verify, { venditoreId, nota }, caller);
    return true;
  }

  @Query(() => [Provvedimento], { description: 'The statements of reasons issued to a seller, newest first' })
  @Access(MODERATION.venditore.history.access)
  storiaVenditore(@Args('venditoreId', { type: () => ID }) venditoreId: string, @Caller() caller: RpcContext): Promise<ProvvedimentoDto[]> {
    return this.rpc.send(MODERATION.venditore.history, { venditoreId }, caller);
  }
}
