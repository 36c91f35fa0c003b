import { UseInterceptors } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Access } from '../access/access.decorator';
import type { GqlContext } from '../common/gql-context';
import { LoginFailuresInterceptor } from '../rate-limit/login-failures.interceptor';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AuthPayload } from './auth-payload.models';
import { LoginInput, RegisterInput, RequestPasswordResetInput, ResetPasswordInput } from './auth.inputs';
import { AuthService, type AuthResult } from './auth.service';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayload)
  @Access('public')
  @RateLimit('per-ip')
  registrati(@Args('input') input: RegisterInput, @Context() context: GqlContext): Promise<AuthResult> {
    return this.auth.register(input, context);
  }

  @Mutation(() => AuthPayload)
  @Access('public')
  @RateLimit('per-ip')
  @UseInterceptors(LoginFailuresInterceptor)
  accedi(@Args('input') input: LoginInput, @Context() context: GqlContext): Promise<AuthResult> {
    return this.auth.login(input, context);
  }

  @Mutation(() => AuthPayload, { nullable: true })
  @Access('public')
  @RateLimit('refresh')
  rinnovaSessione(@Context() context: GqlContext): Promise<AuthResult | null> {
    return this.auth.refresh(context);
  }

  @Mutation(() => Boolean)
  @Access('public')
  esci(@Context() context: GqlContext): Promise<boolean> {
    return this.auth.logout(context);
  }

  @Mutation(() => Boolean)
  @Access('public')
  @RateLimit('per-ip', 'per-email')
  richiediRecuperoPassword(
    @Args('input') input: RequestPasswordResetInput,
    @Context() context: GqlContext,
  ): Promise<boolean> {
    return this.auth.requestPasswordReset(input, context);
  }

  @Mutation(() => Boolean)
  @Access('public')
  @RateLimit('per-ip')
  reimpostaPassword(@Args('input') input: ResetPasswordInput, @Context() context: GqlContext): Promise<boolean> {
    return this.auth.resetPassword(input, context);
  }
}
