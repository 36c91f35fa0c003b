import { UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Access } from '../access/access.decorator';
import type { GqlContext } from '../graphql/gql-context';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { AuthPayload } from './auth-payload.models';
import { LoginInput, RegisterInput, RequestPasswordResetInput, ResetPasswordInput } from './auth.inputs';
import { AuthService, type AuthResult } from './auth.service';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayload)
  @Access('public')
  register(@Args('input') input: RegisterInput, @Context() context: GqlContext): Promise<AuthResult> {
    return this.auth.register(input, context);
  }

  @Mutation(() => AuthPayload)
  @Access('public')
  @UseGuards(RateLimitGuard)
  login(@Args('input') input: LoginInput, @Context() context: GqlContext): Promise<AuthResult> {
    return this.auth.login(input, context);
  }

  @Mutation(() => AuthPayload, { nullable: true })
  @Access('public')
  refreshSession(@Context() context: GqlContext): Promise<AuthResult | null> {
    return this.auth.refresh(context);
  }

  @Mutation(() => Boolean)
  @Access('public')
  logout(@Context() context: GqlContext): Promise<boolean> {
    return this.auth.logout(context);
  }

  @Mutation(() => Boolean)
  @Access('public')
  @UseGuards(RateLimitGuard)
  requestPasswordReset(
    @Args('input') input: RequestPasswordResetInput,
    @Context() context: GqlContext,
  ): Promise<boolean> {
    return this.auth.requestPasswordReset(input, context);
  }

  @Mutation(() => Boolean)
  @Access('public')
  resetPassword(@Args('input') input: ResetPasswordInput, @Context() context: GqlContext): Promise<boolean> {
    return this.auth.resetPassword(input, context);
  }
}
