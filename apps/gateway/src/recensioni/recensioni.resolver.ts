import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RecensioneDto, RecensioneOrdineDto, RecensioniVenditoreDto, ReputazioneDto } from '@ricambiamo/contracts';
import { REVIEWS } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { Recensione, RecensioneFormInput, RecensioneOrdine, RecensioniVenditore, Reputazione, SegnalazioneRecensioneInput } from './recensioni.models';

const REVIEW = REVIEWS.review;

/** Reviews and reputation (docs/rules.md §3.16, §3.17), all decided by the reviews service. */
@Resolver()
export class RecensioniResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => RecensioniVenditore, { description: "A seller's reviews, newest first, 10 a page" })
  @Access(REVIEW.bySeller.access)
  recensioniVenditore(
    @Args('venditoreId', { type: () => ID }) venditoreId: string,
    @Args('pagina', { type: () => Int, nullable: true, defaultValue: 1 }) pagina: number,
    @Caller() caller: RpcContext,
  ): Promise<RecensioniVenditoreDto> {
    return this.rpc.send(REVIEW.bySeller, { venditoreId, pagina }, caller);
  }

  @Query(() => Reputazione)
  @Access(REVIEWS.reputation.get.access)
  reputazioneVenditore(@Args('venditoreId', { type: () => ID }) venditoreId: string, @Caller() caller: RpcContext): Promise<ReputazioneDto> {
    return this.rpc.send(REVIEWS.reputation.get, { venditoreId }, caller);
  }

  @Query(() => [RecensioneOrdine], { description: "The caller's orders among those asked, with their review and its window" })
  @Access(REVIEW.forOrders.access)
  recensioniOrdini(@Args('ordineIds', { type: () => [ID] }) ordineIds: string[], @Caller() caller: RpcContext): Promise<RecensioneOrdineDto[]> {
    return this.rpc.send(REVIEW.forOrders, { ordineIds }, caller);
  }

  @Mutation(() => Recensione, { description: 'Once per order, in its window (REVIEW_EXISTS, REVIEW_TOO_EARLY, REVIEW_WINDOW_CLOSED)' })
  @Access(REVIEW.create.access)
  recensisciOrdine(
    @Args('ordineId', { type: () => ID }) ordineId: string,
    @Args('input') { stelle, testo }: RecensioneFormInput,
    @Caller() caller: RpcContext,
  ): Promise<RecensioneDto> {
    return this.rpc.send(REVIEW.create, { ordineId, ...stelle, testo }, caller);
  }

  @Mutation(() => Recensione, { description: 'For 7 days (REVIEW_EDIT_CLOSED)' })
  @Access(REVIEW.update.access)
  modificaRecensione(
    @Args('recensioneId', { type: () => ID }) recensioneId: string,
    @Args('input') { stelle, testo }: RecensioneFormInput,
    @Caller() caller: RpcContext,
  ): Promise<RecensioneDto> {
    return this.rpc.send(REVIEW.update, { recensioneId, ...stelle, testo }, caller);
  }

  @Mutation(() => Recensione, { description: 'Once (REVIEW_REPLIED)' })
  @Access(REVIEW.reply.access)
  rispondiRecensione(
    @Args('recensioneId', { type: () => ID }) recensioneId: string,
    @Args('testo') testo: string,
    @Caller() caller: RpcContext,
  ): Promise<RecensioneDto> {
    return this.rpc.send(REVIEW.reply, { recensioneId, testo }, caller);
  }

  @Mutation(() => Boolean, { description: 'Either side of the order, once (REVIEW_REPORTED); it hides nothing' })
  @Access(REVIEW.report.access)
  async segnalaRecensione(
    @Args('recensioneId', { type: () => ID }) recensioneId: string,
    @Args('input') input: SegnalazioneRecensioneInput,
    @Caller() caller: RpcContext,
  ): Promise<boolean> {
    await this.rpc.send(REVIEW.report, { recensioneId, ...input, buonaFede: input.buonaFede as true }, caller);
    return true;
  }
}
