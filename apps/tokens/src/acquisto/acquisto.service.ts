import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { AcquistoDto, Actor, CheckoutStartDto, SignedWebhookDto } from '@ricambiamo/contracts';
import { pacchettoPerId } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Acquisto } from '../generated/prisma/client';
import { SaldoRepository } from '../saldo/saldo.repository';
import { StripeService } from '../stripe/stripe.service';
import { toAcquistoDto } from './acquisto.dto';
import { AcquistoRepository } from './acquisto.repository';
import { checkoutSessionParams, devCheckoutUrl } from './checkout-session';
import { devCheckoutCompletedEvent } from './dev-checkout.events';

@Injectable()
export class AcquistoService {
  private readonly logger = new Logger(AcquistoService.name);

  constructor(
    private readonly acquisti: AcquistoRepository,
    private readonly saldi: SaldoRepository,
    private readonly stripe: StripeService,
  ) {}

  /**
   * Records a pending purchase and returns where to pay: Stripe Checkout with real keys, the development checkout
   * page otherwise. Nothing is credited here; only the signed webhook credits.
   */
  async start(actor: Actor, packId: string, origin: string): Promise<CheckoutStartDto> {
    const pacchetto = pacchettoPerId(packId);
    if (!pacchetto) throw new DomainError('VALIDATION_FAILED');
    const { gettoni, prezzoCentesimi } = pacchetto;
    const purchase = { venditoreId: actor.userId, packId: pacchetto.id, gettoni, prezzoCentesimi };
    if (!this.stripe.live) {
      const sessionId = `cs_dev_${randomUUID()}`;
      await this.acquisti.create({ ...purchase, sessionId });
      return { sessionId, url: devCheckoutUrl(origin, sessionId) };
    }
    let session: { id: string; url: string | null };
    try {
      session = await this.stripe.createCheckoutSession(checkoutSessionParams(pacchetto, actor.userId, origin));
    } catch (error) {
      this.logger.error({ err: error, packId }, 'Stripe refused to create the checkout session');
      throw new DomainError('CHECKOUT_FAILED');
    }
    // docs/rules.md §7: an answer without a url is an error ("No checkout URL received").
    if (!session.url) {
      this.logger.error({ sessionId: session.id }, 'Stripe returned a checkout session without a url');
      throw new DomainError('CHECKOUT_FAILED');
    }
    await this.acquisti.create({ ...purchase, sessionId: session.id });
    return { sessionId: session.id, url: session.url };
  }

  /** The seller's own purchase with its balance now: the success page polls it until the webhook has credited. */
  async get(actor: Actor, sessionId: string): Promise<AcquistoDto> {
    return this.dto(await this.own(actor, sessionId));
  }

  async devGet(actor: Actor, sessionId: string): Promise<AcquistoDto> {
    this.requireDevCheckout();
    return this.dto(await this.own(actor, sessionId));
  }

  /** Plays Stripe's part: the payment event for this pending purchase, signed with the webhook secret. */
  async devSign(actor: Actor, sessionId: string): Promise<SignedWebhookDto> {
    this.requireDevCheckout();
    const acquisto = await this.own(actor, sessionId);
    if (acquisto.status !== 'pending') throw new DomainError('NOT_FOUND');
    const payload = devCheckoutCompletedEvent(acquisto);
    return { payload, signature: this.stripe.signWebhook(payload) };
  }

  /** "Annulla" on the development page; cancelling again answers the same, a paid purchase cannot be cancelled. */
  async devCancel(actor: Actor, sessionId: string): Promise<AcquistoDto> {
    this.requireDevCheckout();
    await this.acquisti.markCancelled(actor.userId, sessionId);
    const acquisto = await this.own(actor, sessionId);
    if (acquisto.status !== 'cancelled') throw new DomainError('NOT_FOUND');
    return this.dto(acquisto);
  }

  /** With real keys only Stripe may say a purchase is paid. */
  private requireDevCheckout(): void {
    if (this.stripe.live) throw new DomainError('FORBIDDEN');
  }

  /** Another seller's session answers exactly like a session that does not exist. */
  private async own(actor: Actor, sessionId: string): Promise<Acquisto> {
    const acquisto = await this.acquisti.findOwn(actor.userId, sessionId);
    if (!acquisto) throw new DomainError('NOT_FOUND');
    return acquisto;
  }

  private async dto(acquisto: Acquisto): Promise<AcquistoDto> {
    return toAcquistoDto(acquisto, await this.saldi.gettoni(acquisto.venditoreId));
  }
}
