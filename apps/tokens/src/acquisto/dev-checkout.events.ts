import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Acquisto } from '../generated/prisma/client';
import { stripeMetadata } from './checkout-session';

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The `checkout.session.completed` event Stripe would send for this purchase, shaped like Stripe's own (only the
 * fields a handler reads are filled), so the development checkout exercises the very webhook handler Stripe calls.
 */
export function devCheckoutCompletedEvent(acquisto: Acquisto, now = new Date()): string {
  const created = Math.floor(now.getTime() / 1000);
  const event = {
    id: stripeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: acquisto.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
        amount_subtotal: acquisto.prezzoCentesimi,
        amount_total: acquisto.prezzoCentesimi,
        currency: 'eur',
        client_reference_id: acquisto.venditoreId,
        payment_intent: stripeId('pi'),
        metadata: stripeMetadata(acquisto.venditoreId, acquisto.packId),
        created,
        livemode: false,
      },
    },
  };
  // Stripe posts pretty-printed JSON; the signature covers these exact bytes.
  return JSON.stringify(event, null, 2);
}
