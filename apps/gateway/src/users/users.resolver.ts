import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Actor, UserDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { CurrentActor } from '../access/current-actor.decorator';
import type { GqlContext } from '../graphql/gql-context';
import { BuyerProfileInput } from './buyer-profile.input';
import { User } from './user.model';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly rpc: RpcClient) {}

  @Query(() => User)
  @Access('authenticated')
  me(@CurrentActor() actor: Actor, @Context() context: GqlContext): Promise<UserDto> {
    return this.rpc.send<UserDto>(IDENTITY.user.me, {}, { actor, correlationId: context.correlationId });
  }

  /** The row to update is the caller's: identity takes the user id from the actor, never from the input. */
  @Mutation(() => User)
  @Access('acquirente')
  updateBuyerProfile(
    @Args('input') input: BuyerProfileInput,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<UserDto> {
    return this.rpc.send<UserDto>(IDENTITY.user.updateBuyerProfile, input, {
      actor,
      correlationId: context.correlationId,
    });
  }
}
