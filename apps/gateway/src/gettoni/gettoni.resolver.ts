import { Inject } from '@nestjs/common';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AcquistoDto, CheckoutStartDto, MovimentoDto } from '@ricambiamo/contracts';
import { inserzioniPubblicabili, PACCHETTI_GETTONI, prezzoPerGettoneCentesimi, TOKENS } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { RpcClient } from '@ricambiamo/messaging';
import { Access } from '../access/access.decorator';
import { Caller } from '../access/caller.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
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
  pacchettiGettoni(): PacchettoGettoni[] {
    return PACCHETTI_GETTONI.map((pacchetto) => ({
      ...pacchetto,
      prezzoPerGettoneCentesimi: prezzoPerGettoneCentesimi(pacchetto),
      inserzioni: inserzioniPubblicabili(pacchetto),
    }));
  }

  @Query(() => Int)
  @Access('venditore')
  async saldoGettoni(@Caller() caller: RpcContext): Promise<number> {
    const balance = await this.rpc.send(TOKENS.balance.get, {}, caller);
    return balance.gettoni;
  }

  @Query(() => [Movimento])
  @Access('venditore')
  movimentiGettoni(
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Caller() caller: RpcContext,
  ): Promise<MovimentoDto[]> {
    return this.rpc.send(TOKENS.ledger.list, { limit, after }, caller);
  }

  @Mutation(() => CheckoutSession)
  @Access('venditore')
  avviaAcquistoGettoni(@Args('packId') packId: string, @Caller() caller: RpcContext): Promise<CheckoutStartDto> {
    // The return URLs are built on our configured origin, never on anything the browser sends.
    return this.rpc.send(TOKENS.checkout.start, { packId, origin: this.config.PUBLIC_ORIGIN }, caller);
  }

  @Query(() => Acquisto)
  @Access('venditore')
  acquistoGettoni(@Args('sessionId') sessionId: string, @Caller() caller: RpcContext): Promise<AcquistoDto> {
    return this.rpc.send(TOKENS.checkout.get, { sessionId }, caller);
  }

  @Query(() => Acquisto, { description: 'Development checkout only: refused when Stripe keys are configured' })
  @Access('venditore')
  checkoutSviluppo(@Args('sessionId') sessionId: string, @Caller() caller: RpcContext): Promise<AcquistoDto> {
    return this.rpc.send(TOKENS.devCheckout.get, { sessionId }, caller);
  }

  /** Plays Stripe: the signed notification goes through the same handler as a real webhook delivery. */
  @Mutation(() => Acquisto, { description: 'Development checkout only: refused when Stripe keys are configured' })
  @Access('venditore')
  async pagaCheckoutSviluppo(@Args('sessionId') sessionId: string, @Caller() caller: RpcContext): Promise<AcquistoDto> {
    const signed = await this.rpc.send(TOKENS.devCheckout.sign, { sessionId }, caller);
    await this.webhooks.handle(signed.payload, signed.signature, caller.correlationId);
    return this.rpc.send(TOKENS.checkout.get, { sessionId }, caller);
  }

  @Mutation(() => Acquisto, { description: 'Development checkout only: refused when Stripe keys are configured' })
  @Access('venditore')
  annullaCheckoutSviluppo(@Args('sessionId') sessionId: string, @Caller() caller: RpcContext): Promise<AcquistoDto> {
    return this.rpc.send(TOKENS.devCheckout.cancel, { sessionId }, caller);
  }
}
