import { Query, Resolver } from '@nestjs/graphql';
import type { DomandaZonaDto } from '@ricambiamo/contracts';
import { CATALOGUE, DEMAND, IDENTITY, ORDERS } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import type { AndamentoVenditoreDto } from './andamento';
import { andamento } from './andamento';
import { provinciaDelProfilo } from './provincia-del-profilo';
import { AndamentoVenditore, DomandaZona } from './statistiche.models';

/**
 * /venditore/statistiche (docs/rules.md §3.15): orders' half and catalogue's half, each of the actor's own data only; and
 * demand's counts of what buyers look for in the seller's region (§3.20).
 */
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

  @Query(() => DomandaZona, { description: 'What buyers asked for most in the region of the province of the seller’s profile' })
  @Access(DEMAND.domanda.zone.access)
  async domandaZona(@Caller() caller: RpcContext): Promise<DomandaZonaDto> {
    const { provincia } = await this.rpc.send(IDENTITY.user.me, {}, caller);
    return this.rpc.send(DEMAND.domanda.zone, { provincia: provinciaDelProfilo(provincia) }, caller);
  }
}
