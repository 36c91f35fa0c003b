import { Query, Resolver } from '@nestjs/graphql';
import { CATALOGUE, ORDERS } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import type { AndamentoVenditoreDto } from './andamento';
import { andamento } from './andamento';
import { AndamentoVenditore } from './statistiche.models';

/** /venditore/statistiche (docs/rules.md §3.15): orders' half and catalogue's half, each of the actor's own data only. */
@Resolver()
export class StatisticheResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => AndamentoVenditore)
  @Access(ORDERS.stats.sellerWeekly.access)
  async andamentoVenditore(@Caller() caller: RpcContext): Promise<AndamentoVenditoreDto> {
    const [vendite, viste] = await Promise.all([
      this.rpc.send(ORDERS.stats.sellerWeekly, {}, caller),
      this.rpc.send(CATALOGUE.visualizzazioni.seller, {}, caller),
    ]);
    return andamento(vendite, viste);
  }
}
