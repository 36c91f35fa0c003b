import { Inject } from '@nestjs/common';
import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AcquistoDto, Actor, BalanceDto, CheckoutStartDto, MovimentoDto, SignedWebhookDto } from '@ricambiamo/contracts';
import { inserzioniPubblicabili, PACCHETTI_GETTONI, prezzoPerGettoneCentesimi, TOKENS } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { CurrentActor } from '../access/current-actor.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import type { GqlContext } from '../graphql/gql-context';
import { Acquisto, CheckoutSession, Movimento, PacchettoGettoni } from './gettoni.models';
import { StripeWebhookService } from './stripe-webhook.service';

@Resolver()
export class GettoniResolver {
  constructor(
    private readonly rpc: RpcClient,
    private readonly webhooks: StripeWebhookService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Query(() => [PacchettoGettoni])
  @Access('public')
  tokenPacks(): PacchettoGettoni[] {
    return PACCHETTI_GETTONI.map((pacchetto) => ({
      ...pacchetto,
      prezzoPerGettoneCentesimi: prezzoPerGettoneCentesimi(pacchetto),
      inserzioni: inserzioniPubblicabili(pacchetto),
    }));
  }

  @Query(() => Int)
  @Access('venditore')
  async myTokenBalance(@CurrentActor() actor: Actor, @Context() context: GqlContext): Promise<number> {
    const balance = await this.send<BalanceDto>(TOKENS.balance.get, {}, actor, context);
    return balance.gettoni;
  }

  @Query(() => [Movimento])
  @Access('venditore')
  myTokenLedger(
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<MovimentoDto[]> {
    return this.send<MovimentoDto[]>(TOKENS.ledger.list, { limit, after }, actor, context);
  }

  @Mutation(() => CheckoutSession)
  @Access('venditore')
  startTokenCheckout(
    @Args('packId') packId: string,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<CheckoutStartDto> {
    // The return URLs are built on our configured origin, never on anything the browser sends.
    return this.send<CheckoutStartDto>(TOKENS.checkout.start, { packId, origin: this.config.PUBLIC_ORIGIN }, actor, context);
  }

  @Query(() => Acquisto)
  @Access('venditore')
  tokenPurchase(
    @Args('sessionId') sessionId: string,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<AcquistoDto> {
    return this.send<AcquistoDto>(TOKENS.checkout.get, { sessionId }, actor, context);
  }

  @Query(() => Acquisto, { description: 'Development checkout only: refused when Stripe keys are configured' })
  @Access('venditore')
  devCheckout(
    @Args('sessionId') sessionId: string,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<AcquistoDto> {
    return this.send<AcquistoDto>(TOKENS.devCheckout.get, { sessionId }, actor, context);
  }

  /** Plays Stripe: the signed notification goes through the same handler as a real webhook delivery. */
  @Mutation(() => Acquisto, { description: 'Development checkout only: refused when Stripe keys are configured' })
  @Access('venditore')
  async payDevCheckout(
    @Args('sessionId') sessionId: string,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<AcquistoDto> {
    const signed = await this.send<SignedWebhookDto>(TOKENS.devCheckout.sign, { sessionId }, actor, context);
    await this.webhooks.handle(signed.payload, signed.signature, context.correlationId);
    return this.send<AcquistoDto>(TOKENS.checkout.get, { sessionId }, actor, context);
  }

  @Mutation(() => Acquisto, { description: 'Development checkout only: refused when Stripe keys are configured' })
  @Access('venditore')
  cancelDevCheckout(
    @Args('sessionId') sessionId: string,
    @CurrentActor() actor: Actor,
    @Context() context: GqlContext,
  ): Promise<AcquistoDto> {
    return this.send<AcquistoDto>(TOKENS.devCheckout.cancel, { sessionId }, actor, context);
  }

  private send<T>(subject: string, data: unknown, actor: Actor, context: GqlContext): Promise<T> {
    return this.rpc.send<T>(subject, data, { actor, correlationId: context.correlationId });
  }
}
