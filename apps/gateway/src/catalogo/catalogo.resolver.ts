import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Actor, AutoCardDto, AutoDettaglioDto, SearchListingsDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { CATALOGUE, IDENTITY } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { CurrentActor } from '../access/current-actor.decorator';
import type { GqlContext } from '../graphql/gql-context';
import { CreateListingInput, SearchListingsInput, UpdateListingInput } from './catalogo.inputs';
import { AutoCard, AutoDettaglio, RisultatiRicerca, VenditorePubblico } from './catalogo.models';

@Resolver()
export class CatalogoResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => RisultatiRicerca)
  @Access('public')
  searchListings(
    @Args('filter', { type: () => SearchListingsInput, nullable: true }) filter: SearchListingsInput | null,
    @Context() context: GqlContext,
  ): Promise<SearchListingsDto> {
    return this.send(CATALOGUE.listing.search, filter ?? {}, null, context);
  }

  @Query(() => AutoDettaglio)
  @Access('public')
  listing(@Args('id', { type: () => ID }) id: string, @Context() context: GqlContext): Promise<AutoDettaglioDto> {
    return this.send(CATALOGUE.listing.get, { id }, null, context);
  }

  /** Only the owner's own listing: anyone else's reads as not found. */
  @Query(() => AutoDettaglio)
  @Access('venditore')
  listingForEdit(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<AutoDettaglioDto> {
    return this.send(CATALOGUE.listing.getForEdit, { id }, actor, context);
  }

  @Query(() => [AutoCard])
  @Access('venditore')
  myListings(
    @Args('q', { type: () => String, nullable: true }) q: string | null,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<AutoCardDto[]> {
    return this.send(CATALOGUE.listing.mine, { q }, actor, context);
  }

  @Query(() => VenditorePubblico)
  @Access('public')
  sellerProfile(
    @Args('id', { type: () => ID }) id: string,
    @Context() context: GqlContext,
  ): Promise<VenditorePubblicoDto> {
    return this.send(IDENTITY.seller.publicProfile, { sellerId: id }, null, context);
  }

  @Query(() => [AutoCard])
  @Access('public')
  sellerListings(
    @Args('sellerId', { type: () => ID }) sellerId: string,
    @Context() context: GqlContext,
  ): Promise<AutoCardDto[]> {
    return this.send(CATALOGUE.listing.bySeller, { sellerId }, null, context);
  }

  /** Costs 5 tokens, debited by catalogue. */
  @Mutation(() => AutoDettaglio)
  @Access('venditore')
  createListing(
    @Args('input') input: CreateListingInput,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<AutoDettaglioDto> {
    return this.send(CATALOGUE.listing.create, input, actor, context);
  }

  /** Costs 1 token; a retry with the same idempotency key is charged once. */
  @Mutation(() => AutoDettaglio)
  @Access('venditore')
  updateListing(
    @Args('input') input: UpdateListingInput,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<AutoDettaglioDto> {
    return this.send(CATALOGUE.listing.update, input, actor, context);
  }

  @Mutation(() => Boolean)
  @Access('venditore')
  async deleteListing(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<boolean> {
    await this.send(CATALOGUE.listing.delete, { id }, actor, context);
    return true;
  }

  private send<T>(subject: string, data: unknown, actor: Actor | null, context: GqlContext): Promise<T> {
    return this.rpc.send<T>(subject, data, { actor, correlationId: context.correlationId });
  }
}
