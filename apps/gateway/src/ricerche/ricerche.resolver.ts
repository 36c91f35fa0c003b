import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RicercaSalvataDto } from '@ricambiamo/contracts';
import { DEMAND } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { ModificaRicercaInput, RicercaSalvata, SalvaRicercaInput } from './ricerche.models';

const SEARCH = DEMAND.search;

/** A buyer's saved searches and their alerts (docs/rules.md §3.19), every rule the demand service's. */
@Resolver()
export class RicercheResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => [RicercaSalvata], { description: "The caller's saved searches, newest first, each with its latest matches" })
  @Access(SEARCH.list.access)
  ricercheSalvate(@Caller() caller: RpcContext): Promise<RicercaSalvataDto[]> {
    return this.rpc.send(SEARCH.list, {}, caller);
  }

  @Mutation(() => RicercaSalvata, { description: 'At most MAX_RICERCHE_SALVATE per buyer (SAVED_SEARCH_LIMIT)' })
  @Access(SEARCH.save.access)
  salvaRicerca(@Args('input') input: SalvaRicercaInput, @Caller() caller: RpcContext): Promise<RicercaSalvataDto> {
    return this.rpc.send(SEARCH.save, input, caller);
  }

  @Mutation(() => RicercaSalvata, { description: 'Renames, pauses or resumes a search, or changes how its matches are e-mailed' })
  @Access(SEARCH.update.access)
  modificaRicerca(@Args('input') input: ModificaRicercaInput, @Caller() caller: RpcContext): Promise<RicercaSalvataDto> {
    return this.rpc.send(SEARCH.update, input, caller);
  }

  @Mutation(() => Boolean)
  @Access(SEARCH.delete.access)
  async eliminaRicerca(@Args('ricercaId', { type: () => ID }) ricercaId: string, @Caller() caller: RpcContext): Promise<boolean> {
    await this.rpc.send(SEARCH.delete, { ricercaId }, caller);
    return true;
  }

  @Mutation(() => String, {
    description: "An e-mail's unsubscribe link, without signing in: stops that search's e-mails and answers its name (UNSUBSCRIBE_INVALID)",
  })
  @Access(SEARCH.unsubscribe.access)
  // Whoever holds a link may use it, but nobody may try tokens by the thousand.
  @RateLimit('per-ip')
  async disattivaAvvisi(@Args('token') token: string, @Caller() caller: RpcContext): Promise<string> {
    return (await this.rpc.send(SEARCH.unsubscribe, { token }, caller)).nome;
  }
}
