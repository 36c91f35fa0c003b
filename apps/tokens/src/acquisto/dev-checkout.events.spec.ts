import type { Acquisto } from '../generated/prisma/client';
import { StripeService } from '../stripe/stripe.service';
import { tokensEnv } from '../config';
import { devCheckoutCompletedEvent } from './dev-checkout.events';

const acquisto = {
  sessionId: 'cs_dev_1',
  venditoreId: 'seller-1',
  packId: 'gettoni-50',
  gettoni: 50,
  prezzoCentesimi: 50_000,
} as Acquisto;

describe('devCheckoutCompletedEvent', () => {
  const stripe = new StripeService(tokensEnv.parse({}));

  it('is a checkout.session.completed event the SDK verifies once signed with the webhook secret', () => {
    const payload = devCheckoutCompletedEvent(acquisto, new Date('2026-11-21T10:00:00Z'));
    const event = stripe.verifyWebhook(payload, stripe.signWebhook(payload));
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      created: 1_795_255_200,
      livemode: false,
      data: {
        object: {
          id: 'cs_dev_1',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          status: 'complete',
          amount_total: 50_000,
          currency: 'eur',
          client_reference_id: 'seller-1',
          metadata: { sellerId: 'seller-1', packId: 'gettoni-50' },
        },
      },
    });
    expect(event.id).toMatch(/^evt_[0-9a-f]{24}$/);
    // Refunds and disputes name the payment by its PaymentIntent, which the credit stores.
    expect((event.data.object as { payment_intent: unknown }).payment_intent).toMatch(/^pi_[0-9a-f]{24}$/);
  });

  it('gives every event its own id, as Stripe does', () => {
    const ids = [1, 2].map(() => (JSON.parse(devCheckoutCompletedEvent(acquisto)) as { id: string }).id);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
