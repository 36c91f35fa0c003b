import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { CompatibilitaRicambioDto, VerificaDto } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import {
  ChiediVerificaCompatibilitaInput,
  CompatibilitaRicambio,
  RispondiVerificaCompatibilitaInput,
  VeicoloCompatibilitaInput,
  VerificaCompatibilita,
} from './compatibilita.models';

const FIT = CATALOGUE.compatibilita;

/** Will it fit (docs/rules.md §3.14): the parts' badges and cross-reference, and the checks, all decided by catalogue. */
@Resolver()
export class CompatibilitaResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => [CompatibilitaRicambio], { description: 'Every part of the listing: its badge for the vehicle and the cross-reference' })
  @Access(FIT.listing.access)
  async compatibilitaInserzione(
    @Args('autoId', { type: () => ID }) autoId: string,
    @Args('veicolo', { type: () => VeicoloCompatibilitaInput, nullable: true }) veicolo: VeicoloCompatibilitaInput | null,
    @Caller() caller: RpcContext,
  ): Promise<CompatibilitaRicambioDto[]> {
    return (await this.rpc.send(FIT.listing, { autoId, veicolo }, caller)).ricambi;
  }

  @Query(() => [CompatibilitaRicambio], { description: "As compatibilitaInserzione, with the buyer's own checks, whose answers decide their badges" })
  @Access(FIT.listingForBuyer.access)
  async compatibilitaInserzioneAcquirente(
    @Args('autoId', { type: () => ID }) autoId: string,
    @Args('veicolo', { type: () => VeicoloCompatibilitaInput, nullable: true }) veicolo: VeicoloCompatibilitaInput | null,
    @Caller() caller: RpcContext,
  ): Promise<CompatibilitaRicambioDto[]> {
    return (await this.rpc.send(FIT.listingForBuyer, { autoId, veicolo }, caller)).ricambi;
  }

  @Mutation(() => VerificaCompatibilita, { description: 'One unanswered check per part (CHECK_PENDING)' })
  @Access(FIT.ask.access)
  chiediVerificaCompatibilita(@Args('input') input: ChiediVerificaCompatibilitaInput, @Caller() caller: RpcContext): Promise<VerificaDto> {
    return this.rpc.send(FIT.ask, input, caller);
  }

  @Mutation(() => VerificaCompatibilita, { description: 'The part’s seller only, once (CHECK_ANSWERED)' })
  @Access(FIT.answer.access)
  rispondiVerificaCompatibilita(@Args('input') input: RispondiVerificaCompatibilitaInput, @Caller() caller: RpcContext): Promise<VerificaDto> {
    return this.rpc.send(FIT.answer, input, caller);
  }

  @Query(() => [VerificaCompatibilita], { description: "The seller's checks, unanswered first" })
  @Access(FIT.received.access)
  verificheRicevute(@Caller() caller: RpcContext): Promise<VerificaDto[]> {
    return this.rpc.send(FIT.received, {}, caller);
  }
}
