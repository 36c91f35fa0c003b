import { UseInterceptors } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Access } from '../access/access.decorator';
import type { GqlContext } from '../common/gql-context';
import { LoginFailuresInterceptor } from '../rate-limit/login-failures.interceptor';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AttivazioneSecondoFattore, AuthPayload, EsitoAccesso, SecondoFattoreAttivato } from './auth-payload.models';
import { CodiceSfidaInput, LoginInput, RegisterInput, RequestPasswordResetInput, ResetPasswordInput } from './auth.inputs';
import { AuthService, type AuthResult, type EsitoAccessoResult } from './auth.service';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayload)
  @Access('public')
  @RateLimit('per-ip')
  registrati(@Args('input') input: RegisterInput, @Context() context: GqlContext): Promise<AuthResult> {
    return this.auth.register(input, context);
  }

  @Mutation(() => EsitoAccesso, { description: "A session, or an operator's challenge of the second factor" })
  @Access('public')
  @RateLimit('per-ip')
  @UseInterceptors(LoginFailuresInterceptor)
  accedi(@Args('input') input: LoginInput, @Context() context: GqlContext): Promise<EsitoAccessoResult> {
    return this.auth.login(input, context);
  }

  @Mutation(() => AuthPayload, { description: 'SECOND_FACTOR_INVALID for a wrong code; SECOND_FACTOR_EXPIRED: sign in again' })
  @Access('public')
  @RateLimit('per-ip')
  verificaSecondoFattore(@Args('input') input: CodiceSfidaInput, @Context() context: GqlContext): Promise<AuthResult> {
    return this.auth.verifySecondFactor(input, context);
  }

  @Mutation(() => AttivazioneSecondoFattore, { description: "The new secret of an operator's challenge, the same each time it is asked" })
  @Access('public')
  @RateLimit('per-ip')
  attivaSecondoFattore(@Args('sfida') sfida: string, @Context() context: GqlContext): Promise<AttivazioneSecondoFattore> {
    return this.auth.enrolSecondFactor(sfida, context);
  }

  @Mutation(() => SecondoFattoreAttivato, { description: 'The first code of the new secret: the session and the recovery codes' })
  @Access('public')
  @RateLimit('per-ip')
  confermaSecondoFattore(@Args('input') input: CodiceSfidaInput, @Context() context: GqlContext): Promise<SecondoFattoreAttivato> {
    return this.auth.confirmSecondFactor(input, context);
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
