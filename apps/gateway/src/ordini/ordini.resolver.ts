import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { OrdineDto, RicambioVendutoDto, StatisticheAcquirenteDto } from '@ricambiamo/contracts';
import { CATALOGUE, ORDERS } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AdvanceWithdrawalInput, PlaceOrderInput, RequestWithdrawalInput, UpdateOrderStatusInput } from './ordini.inputs';
import { Ordine, RicambioVenduto, StatisticheAcquirente, StatisticheVenditore } from './ordini.models';

/** Each operation takes its access from the contract it sends, so the gateway refuses what orders would. */
@Resolver()
export class OrdiniResolver {
  constructor(private readonly rpc: RpcClient) {}

  /** For its buyer or its seller; anyone else's order reads as not found. */
  @Query(() => Ordine)
  @Access(ORDERS.order.get.access)
  ordine(@Args('id', { type: () => ID }) id: string, @Caller() caller: RpcContext): Promise<OrdineDto> {
    return this.rpc.send(ORDERS.order.get, { ordineId: id }, caller);
  }

  /** Newest first; `q` searches the seller, the parts and the order code. */
  @Query(() => [Ordine])
  @Access(ORDERS.order.mine.access)
  mieiOrdini(@Args('q', { type: () => String, nullable: true }) q: string | null, @Caller() caller: RpcContext): Promise<OrdineDto[]> {
    return this.rpc.send(ORDERS.order.mine, { q }, caller);
  }

  /** Newest first; `q` searches the customer, the parts and the order code. */
  @Query(() => [Ordine])
  @Access(ORDERS.order.forSeller.access)
  ordiniRicevuti(
    @Args('q', { type: () => String, nullable: true }) q: string | null,
    @Caller() caller: RpcContext,
  ): Promise<OrdineDto[]> {
    return this.rpc.send(ORDERS.order.forSeller, { q }, caller);
  }

  /** The seller dashboard's cards: listings and parts from catalogue, orders and sales from orders. */
  @Query(() => StatisticheVenditore)
  @Access(ORDERS.stats.seller.access)
  async statisticheVenditore(@Caller() caller: RpcContext): Promise<StatisticheVenditore> {
    const [inserzioni, ordini] = await Promise.all([
      this.rpc.send(CATALOGUE.listing.mine, {}, caller),
      this.rpc.send(ORDERS.stats.seller, {}, caller),
    ]);
    return {
      inserzioni: inserzioni.length,
      ricambi: inserzioni.reduce((totale, auto) => totale + auto.ricambiTotali, 0),
      ...ordini,
    };
  }

  @Query(() => StatisticheAcquirente)
  @Access(ORDERS.stats.buyer.access)
  statisticheAcquirente(@Caller() caller: RpcContext): Promise<StatisticheAcquirenteDto> {
    return this.rpc.send(ORDERS.stats.buyer, {}, caller);
  }

  /** The parts of the seller's listing in orders not cancelled, also once the listing is deleted. */
  @Query(() => [RicambioVenduto])
  @Access(ORDERS.soldParts.byListing.access)
  ricambiVenduti(@Args('autoId', { type: () => ID }) autoId: string, @Caller() caller: RpcContext): Promise<RicambioVendutoDto[]> {
    return this.rpc.send(ORDERS.soldParts.byListing, { autoId }, caller);
  }

  /** Reserves the parts in catalogue, all or none (PARTS_UNAVAILABLE), and answers the pending order. */
  @Mutation(() => Ordine)
  @Access(ORDERS.order.place.access)
  @RateLimit('per-ip')
  effettuaOrdine(@Args('input') input: PlaceOrderInput, @Caller() caller: RpcContext): Promise<OrdineDto> {
    return this.rpc.send(ORDERS.order.place, input, caller);
  }

  /** A consumer's withdrawal from their completed order, within the window; a business buyer has none. */
  @Mutation(() => Ordine)
  @Access(ORDERS.withdrawal.request.access)
  richiediRecesso(@Args('input') input: RequestWithdrawalInput, @Caller() caller: RpcContext): Promise<OrdineDto> {
    return this.rpc.send(ORDERS.withdrawal.request, input, caller);
  }

  /** The order's seller takes the withdrawal's next step; another seller's order reads as not found. */
  @Mutation(() => Ordine)
  @Access(ORDERS.withdrawal.advance.access)
  avanzaRecesso(@Args('input') input: AdvanceWithdrawalInput, @Caller() caller: RpcContext): Promise<OrdineDto> {
    return this.rpc.send(ORDERS.withdrawal.advance, input, caller);
  }

  /** Only the order's seller, and only the moves of docs/rules.md §5; another seller's order reads as not found. */
  @Mutation(() => Ordine)
  @Access(ORDERS.order.updateStatus.access)
  aggiornaStatoOrdine(@Args('input') input: UpdateOrderStatusInput, @Caller() caller: RpcContext): Promise<OrdineDto> {
    return this.rpc.send(ORDERS.order.updateStatus, input, caller);
  }
}
