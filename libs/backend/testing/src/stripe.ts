import { randomUUID } from 'node:crypto';
import { pacchettoPerId } from '@ricambiamo/contracts';
import Stripe from 'stripe';

/** Stripe's checkout session of a pack once paid, as its webhook carries it: the metadata keys tokens stores at checkout. */
export const sessioneStripePagata = (sessionId: string, venditoreId: string, packId: string) => ({
  id: sessionId,
  object: 'checkout.session',
  payment_status: 'paid',
  status: 'complete',
  amount_total: pacchettoPerId(packId)?.prezzoCentesimi,
  currency: 'eur',
  client_reference_id: venditoreId,
  metadata: { sellerId: venditoreId, packId },
});

/** A Stripe event about `object`, as Stripe posts it: pretty-printed JSON, which its signature covers byte for byte. */
export const eventoStripe = (type: string, object: object, extra: object = {}): string =>
  JSON.stringify({ id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', ...extra, type, data: { object } }, null, 2);

/** The Stripe-Signature header Stripe would send with `payload`, made by the SDK's own test helper. */
export const firmaStripe = (payload: string, secret: string, timestamp?: number): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
