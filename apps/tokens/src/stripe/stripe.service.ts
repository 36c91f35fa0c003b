import { Injectable } from '@nestjs/common';
import { rpcTimeoutMs } from '@ricambiamo/config';
import { InjectConfig } from '@ricambiamo/service-kit';
import Stripe from 'stripe';
import type { TokensConfig } from '../config';

/**
 * The one place the Stripe SDK is used. Without STRIPE_SECRET_KEY there is no API client (development checkout),
 * but webhooks are still signed and verified by the SDK, with STRIPE_WEBHOOK_SECRET, through the same code path.
 */
@Injectable()
export class StripeService {
  private readonly api: Stripe | null;
  private readonly webhookSecret: string;

  constructor(@InjectConfig() config: TokensConfig) {
    this.webhookSecret = config.STRIPE_WEBHOOK_SECRET;
    this.api = config.STRIPE_SECRET_KEY ? new Stripe(config.STRIPE_SECRET_KEY, apiOptions(config)) : null;
  }

  /** True when real Stripe Checkout is configured; the development checkout is refused then. */
  get live(): boolean {
    return this.api !== null;
  }

  createCheckoutSession(params: Stripe.Checkout.SessionCreateParams): Promise<Stripe.Checkout.Session> {
    if (!this.api) throw new Error('Stripe is not configured');
    return this.api.checkout.sessions.create(params);
  }

  /** Throws unless `signature` is a valid, fresh (5 minutes, Stripe's default) signature of exactly `payload`. */
  verifyWebhook(payload: string, signature: string): Stripe.Event {
    return Stripe.webhooks.constructEvent(payload, signature, this.webhookSecret);
  }

  /** The Stripe-Signature header Stripe would send with `payload`, for the development checkout. */
  signWebhook(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
  }
}

function apiOptions(config: TokensConfig): Stripe.StripeConfig {
  return {
    // A hop below the gateway like any service call: with its one retry it still ends before the gateway gives up.
    timeout: rpcTimeoutMs(config.RPC_BUDGET_MS, 1),
    maxNetworkRetries: 1,
    ...(config.STRIPE_API_HOST && { host: config.STRIPE_API_HOST }),
    ...(config.STRIPE_API_PORT && { port: config.STRIPE_API_PORT }),
    ...(config.STRIPE_API_PROTOCOL && { protocol: config.STRIPE_API_PROTOCOL }),
  };
}
