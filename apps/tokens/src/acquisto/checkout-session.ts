import type { PacchettoGettoni } from '@ricambiamo/contracts';
import type Stripe from 'stripe';

/** Where Stripe (or the development checkout) sends the seller back; docs/rules.md §7 stripe-checkout. */
export function returnUrls(origin: string): { success: string; cancel: string } {
  const base = origin.replace(/\/+$/, '');
  return {
    // Stripe replaces the placeholder with the session id, so the success page can ask for this purchase.
    success: `${base}/venditore/acquista-gettoni/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${base}/venditore/acquista-gettoni`,
  };
}

/**
 * What Stripe keeps on the session and sends back in its events. Its keys stay as Stripe has stored them since the
 * first purchase: a session started before a rename and paid after it would otherwise credit nothing.
 */
export const stripeMetadata = (venditoreId: string, packId: string) => ({ sellerId: venditoreId, packId });

export const devCheckoutUrl = (origin: string, sessionId: string) =>
  `${origin.replace(/\/+$/, '')}/sviluppo/checkout/${sessionId}`;

/**
 * A one-off payment for one pack, its price inline from our pack table (no price ids to keep in sync with the
 * dashboard). Seller and pack travel in the metadata, but the webhook credits from our own purchase row.
 */
export function checkoutSessionParams(
  pacchetto: PacchettoGettoni,
  venditoreId: string,
  origin: string,
): Stripe.Checkout.SessionCreateParams {
  const urls = returnUrls(origin);
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: pacchetto.prezzoCentesimi,
          product_data: { name: `${pacchetto.gettoni} gettoni Ricambiamo` },
        },
      },
    ],
    success_url: urls.success,
    cancel_url: urls.cancel,
    client_reference_id: venditoreId,
    metadata: stripeMetadata(venditoreId, pacchetto.id),
  };
}
