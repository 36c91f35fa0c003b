import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RichiestaDto, RispondiRichiestaRequest } from '@ricambiamo/contracts';
import { DEMAND } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { AccessTokens } from '../access/access-tokens';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { utenteDellaRichiesta } from '../access/utente-della-richiesta';
import type { GqlContext } from '../common/gql-context';
import { FiltriRichiesteInput, PubblicaRichiestaInput, RichiestaRicambio, RispondiRichiestaInput, SegnalazioneRichiestaInput } from './richieste.models';

const REQUEST = DEMAND.request;

/** "Cerco ricambio" (docs/rules.md §3.20): buyers' requests and the yards' answers, every rule the demand service's. */
@Resolver()
export class RichiesteResolver {
  constructor(
    private readonly rpc: RpcClient,
    private readonly tokens: AccessTokens,
  ) {}

  /**
   * The board and a request's page are public, so the guard verifies no token there; the signed-in reader is looked up
   * all the same: a request's own buyer reads its VIN and acts on it, a yard its own "non disponibile".
   */
  private async lettore(caller: RpcContext, context: GqlContext): Promise<RpcContext> {
    return { ...caller, actor: caller.actor ?? (await utenteDellaRichiesta(this.tokens, context.req)) };
  }

  @Query(() => [RichiestaRicambio], { description: 'The open requests, newest first: the public board' })
  @Access(REQUEST.board.access)
  async richiesteCercoRicambio(
    @Args('marca', { type: () => String, nullable: true }) marca: string | null,
    @Caller() caller: RpcContext,
    @Context() context: GqlContext,
  ): Promise<RichiestaDto[]> {
    return this.rpc.send(REQUEST.board, { marca }, await this.lettore(caller, context));
  }

  @Query(() => RichiestaRicambio, { description: 'One request as anyone sees it; its VIN to its own buyer only (REQUEST_NOT_FOUND)' })
  @Access(REQUEST.get.access)
  async richiestaCercoRicambio(
    @Args('richiestaId', { type: () => ID }) richiestaId: string,
    @Caller() caller: RpcContext,
    @Context() context: GqlContext,
  ): Promise<RichiestaDto> {
    return this.rpc.send(REQUEST.get, { richiestaId }, await this.lettore(caller, context));
  }

  @Query(() => [RichiestaRicambio], { description: "The buyer's requests, open first, newest first, each with its answers" })
  @Access(REQUEST.mine.access)
  mieRichieste(@Caller() caller: RpcContext): Promise<RichiestaDto[]> {
    return this.rpc.send(REQUEST.mine, {}, caller);
  }

  @Query(() => [RichiestaRicambio], { description: "The open requests the seller's stock can answer, newest first" })
  @Access(REQUEST.forSeller.access)
  richiestePerVenditore(
    @Args('filtri', { type: () => FiltriRichiesteInput, nullable: true }) filtri: FiltriRichiesteInput | null,
    @Caller() caller: RpcContext,
  ): Promise<RichiestaDto[]> {
    return this.rpc.send(REQUEST.forSeller, filtri ?? {}, caller);
  }

  @Mutation(() => RichiestaRicambio, { description: 'Open for GIORNI_RICHIESTA; at most MAX_RICHIESTE_APERTE open per buyer (REQUEST_LIMIT)' })
  @Access(REQUEST.create.access)
  pubblicaRichiesta(@Args('input') input: PubblicaRichiestaInput, @Caller() caller: RpcContext): Promise<RichiestaDto> {
    return this.rpc.send(REQUEST.create, input, caller);
  }

  @Mutation(() => RichiestaRicambio, { description: 'The buyer closes an open request (REQUEST_CLOSED otherwise)' })
  @Access(REQUEST.close.access)
  chiudiRichiesta(@Args('richiestaId', { type: () => ID }) richiestaId: string, @Caller() caller: RpcContext): Promise<RichiestaDto> {
    return this.rpc.send(REQUEST.close, { richiestaId }, caller);
  }

  @Mutation(() => RichiestaRicambio, { description: 'Another GIORNI_RICHIESTA from now, for an open request or one that ran out' })
  @Access(REQUEST.renew.access)
  rinnovaRichiesta(@Args('richiestaId', { type: () => ID }) richiestaId: string, @Caller() caller: RpcContext): Promise<RichiestaDto> {
    return this.rpc.send(REQUEST.renew, { richiestaId }, caller);
  }

  @Mutation(() => RichiestaRicambio, {
    description: 'A seller proposes one of their available parts, or says they have none; once per request and part (REQUEST_ANSWERED)',
  })
  @Access(REQUEST.answer.access)
  rispondiRichiesta(@Args('input') input: RispondiRichiestaInput, @Caller() caller: RpcContext): Promise<RichiestaDto> {
    const { richiestaId, autoId, ricambioId, nonDisponibile } = input;
    // GraphQL has no unions of inputs: the flag picks which of the contract's two answers this is.
    const risposta: RispondiRichiestaRequest = nonDisponibile
      ? { richiestaId, nonDisponibile: true }
      : { richiestaId, autoId: autoId ?? '', ricambioId: ricambioId ?? '' };
    return this.rpc.send(REQUEST.answer, risposta, caller);
  }

  @Mutation(() => Boolean, { description: 'Anyone signed in but its buyer, once (REQUEST_REPORTED); to the operator, it hides nothing' })
  @Access(REQUEST.report.access)
  async segnalaRichiesta(
    @Args('richiestaId', { type: () => ID }) richiestaId: string,
    @Args('input') input: SegnalazioneRichiestaInput,
    @Caller() caller: RpcContext,
  ): Promise<boolean> {
    await this.rpc.send(REQUEST.report, { richiestaId, ...input, buonaFede: input.buonaFede as true }, caller);
    return true;
  }
}
