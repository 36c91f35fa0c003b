import { pacchettoPerId } from '@ricambiamo/contracts';
import { checkoutSessionParams, devCheckoutUrl } from './checkout-session';

describe('checkoutSessionParams', () => {
  it('asks Stripe for a one-off payment of the pack at its inline price, returning to the token pages', () => {
    expect(checkoutSessionParams(pacchettoPerId('gettoni-250')!, 'seller-1', 'https://ricambiamo.example/')).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 150_000, product_data: { name: '250 gettoni Ricambiamo' } },
        },
      ],
      success_url: 'https://ricambiamo.example/venditore/acquista-gettoni/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://ricambiamo.example/venditore/acquista-gettoni',
      client_reference_id: 'seller-1',
      metadata: { sellerId: 'seller-1', packId: 'gettoni-250' },
    });
  });

  it('sends the development checkout to its page on the same origin', () => {
    expect(devCheckoutUrl('http://localhost:8080', 'cs_dev_1')).toBe('http://localhost:8080/sviluppo/checkout/cs_dev_1');
  });
});
