import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AutoCardDto, AutoDettaglioDto, SearchListingsDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { CATALOGUE, IDENTITY } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import type { GqlContext } from '../common/gql-context';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { RicercheSenzaRisultatiService } from '../statistiche/ricerche-senza-risultati.service';
import { VisualizzazioniService } from '../statistiche/visualizzazioni.service';
import { ImmaginiCaricate } from '../uploads/immagini-caricate';
import { CreateListingInput, SearchListingsInput, UpdateListingInput } from './catalogo.inputs';
import { AutoCard, AutoDettaglio, RisultatiRicerca, VenditorePubblico } from './catalogo.models';

@Resolver()
export class CatalogoResolver {
  constructor(
    private readonly rpc: RpcClient,
    private readonly immagini: ImmaginiCaricate,
    private readonly visualizzazioni: VisualizzazioniService,
    private readonly senzaRisultati: RicercheSenzaRisultatiService,
  ) {}

  /** A search with a make that finds nothing counts as demand for the yards, without waiting for it (docs/rules.md §3.20). */
  @Query(() => RisultatiRicerca)
  @Access('public')
  @RateLimit('search')
  async cercaAuto(
    @Args('filter', { type: () => SearchListingsInput, nullable: true }) filter: SearchListingsInput | null,
    @Caller() caller: RpcContext,
    @Context() context: GqlContext,
  ): Promise<SearchListingsDto> {
    const risultati = await this.rpc.send(CATALOGUE.listing.search, filter ?? {}, caller);
    this.senzaRisultati.conta(filter ?? {}, risultati, context.req, caller.correlationId);
    return risultati;
  }

  /** A view of the page counts for the seller's statistics, without waiting for it (docs/architecture.md#seller-statistics). */
  @Query(() => AutoDettaglio)
  @Access('public')
  async auto(
    @Args('id', { type: () => ID }) id: string,
    @Caller() caller: RpcContext,
    @Context() context: GqlContext,
  ): Promise<AutoDettaglioDto> {
    const auto = await this.rpc.send(CATALOGUE.listing.get, { id }, caller);
    this.visualizzazioni.conta(auto, context.req, caller.correlationId);
    return auto;
  }

  /** Only the owner's own listing: anyone else's reads as not found. */
  @Query(() => AutoDettaglio)
  @Access('venditore')
  autoDaModificare(@Args('id', { type: () => ID }) id: string, @Caller() caller: RpcContext): Promise<AutoDettaglioDto> {
    return this.rpc.send(CATALOGUE.listing.getForEdit, { id }, caller);
  }

  @Query(() => [AutoCard])
  @Access('venditore')
  mieAuto(
    @Args('q', { type: () => String, nullable: true }) q: string | null,
    @Caller() caller: RpcContext,
  ): Promise<AutoCardDto[]> {
    return this.rpc.send(CATALOGUE.listing.mine, { q }, caller);
  }

  @Query(() => VenditorePubblico)
  @Access('public')
  vetrina(@Args('id', { type: () => ID }) id: string, @Caller() caller: RpcContext): Promise<VenditorePubblicoDto> {
    return this.rpc.send(IDENTITY.seller.publicProfile, { venditoreId: id }, caller);
  }

  @Query(() => [AutoCard])
  @Access('public')
  autoDelVenditore(
    @Args('venditoreId', { type: () => ID }) venditoreId: string,
    @Caller() caller: RpcContext,
  ): Promise<AutoCardDto[]> {
    return this.rpc.send(CATALOGUE.listing.bySeller, { venditoreId }, caller);
  }

  /** Costs 5 tokens, debited by catalogue; a retry with the same idempotency key and content returns the first listing, charged once. */
  @Mutation(() => AutoDettaglio)
  @Access('venditore')
  async creaAuto(@Args('input') input: CreateListingInput, @Caller() caller: RpcContext): Promise<AutoDettaglioDto> {
    await this.immagini.assertUsable(caller, 'auto-images', { immagini: input.immagini });
    return this.rpc.send(CATALOGUE.listing.create, input, caller);
  }

  /** Costs 1 token; a retry with the same idempotency key and content is charged once, other content is refused. */
  @Mutation(() => AutoDettaglio)
  @Access('venditore')
  async modificaAuto(@Args('input') input: UpdateListingInput, @Caller() caller: RpcContext): Promise<AutoDettaglioDto> {
    const onListing = async () => (await this.rpc.send(CATALOGUE.listing.getForEdit, { id: input.id }, caller)).immagini;
    await this.immagini.assertUsable(caller, 'auto-images', { immagini: input.immagini }, onListing);
    return this.rpc.send(CATALOGUE.listing.update, input, caller);
  }

  @Mutation(() => Boolean)
  @Access('venditore')
  async eliminaAuto(@Args('id', { type: () => ID }) id: string, @Caller() caller: RpcContext): Promise<boolean> {
    await this.rpc.send(CATALOGUE.listing.delete, { id }, caller);
    return true;
  }
}
