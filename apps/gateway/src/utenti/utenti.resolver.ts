import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { ImmaginiCaricate } from '../uploads/immagini-caricate';
import { Caller } from '../access/caller.decorator';
import { BuyerProfileInput } from './profilo-acquirente.input';
import { SellerProfileInput } from './profilo-venditore.input';
import { User } from './utenti.models';

@Resolver(() => User)
export class UtentiResolver {
  constructor(
    private readonly rpc: RpcClient,
    private readonly immagini: ImmaginiCaricate,
  ) {}

  @Query(() => User)
  @Access('authenticated')
  utenteCorrente(@Caller() caller: RpcContext): Promise<UserDto> {
    return this.rpc.send(IDENTITY.user.me, {}, caller);
  }

  /** The row to update is the caller's: identity takes the user id from the actor, never from the input. */
  @Mutation(() => User)
  @Access('acquirente')
  aggiornaProfiloAcquirente(@Args('input') input: BuyerProfileInput, @Caller() caller: RpcContext): Promise<UserDto> {
    return this.rpc.send(IDENTITY.user.updateBuyerProfile, input, caller);
  }

  /**
   * Like the buyer's, only ever the caller's own row; the new business name and IBAN reach catalogue and orders by event.
   * A new logo or banner must be the caller's own finished upload; the ones the profile already shows may stay.
   */
  @Mutation(() => User)
  @Access(IDENTITY.user.updateSellerProfile.access)
  async aggiornaProfiloVenditore(@Args('input') input: SellerProfileInput, @Caller() caller: RpcContext): Promise<UserDto> {
    const keys = (key: string | null | undefined) => (key ? [key] : []);
    await this.immagini.assertUsable(
      caller,
      'profile-images',
      { logoImage: keys(input.logoImage), bannerImage: keys(input.bannerImage) },
      async () => {
        const { logoImage, bannerImage } = await this.rpc.send(IDENTITY.user.me, {}, caller);
        return [logoImage, bannerImage];
      },
    );
    return this.rpc.send(IDENTITY.user.updateSellerProfile, input, caller);
  }
}
