import { randomUUID } from 'node:crypto';
import { TOKENS } from '@ricambiamo/contracts';
import { eventoStripe, failure, firmaStripe, sessioneStripePagata } from '@ricambiamo/testing';
import { DEV_WEBHOOK_SECRET } from '../../src/config';
import type { StripeStandIn } from '../fixtures/stripe-stand-in';
import { startStripeStandIn } from '../fixtures/stripe-stand-in';
import type { TokensHarness } from '../fixtures/tokens-harness';
import { newSeller, ORIGIN, startTokensHarness } from '../fixtures/tokens-harness';

const SECRET_KEY = 'sk_test_ricambiamo_finto';
const WEBHOOK_SECRET = 'whsec_ricambiamo_test_reale';

let stripe: StripeStandIn;
let h: TokensHarness;

const session = (id: string, url: string | null) => ({ id, object: 'checkout.session', mode: 'payment', url });

beforeAll(async () => {
  stripe = await startStripeStandIn();
  h = await startTokensHarness('ricambiamo_tokens_test_stripe', {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  });
});

afterAll(async () => {
  await h.close();
  await stripe.close();
});

beforeEach(() => {
  stripe.requests.length = 0;
});

describe('with STRIPE_SECRET_KEY', () => {
  it('creates a payment-mode Checkout Session with the pack price inline and returns its url', async () => {
    const seller = newSeller();
    const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const url = `https://checkout.stripe.com/c/pay/${sessionId}`;
    stripe.respond(200, session(sessionId, url));

    await expect(
      h.call(TOKENS.checkout.start, { packId: 'gettoni-100', origin: `${ORIGIN}/` }, seller),
    ).resolves.toEqual({ sessionId, url });

    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(request.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '75000',
      'line_items[0][price_data][product_data][name]': '100 gettoni Ricambiamo',
      success_url: `${ORIGIN}/venditore/acquista-gettoni/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/venditore/acquista-gettoni`,
      client_reference_id: seller.userId,
      'metadata[sellerId]': seller.userId,
      'metadata[packId]': 'gettoni-100',
    });
    await expect(h.call(TOKENS.checkout.get, { sessionId }, seller)).resolves.toMatchObject({
      sessionId,
      status: 'pending',
      gettoni: 100,
      prezzoCentesimi: 75_000,
    });
  });

  it('answers CHECKOUT_FAILED, recording nothing, when Stripe sends no url or refuses', async () => {
    const seller = newSeller();
    const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
    stripe.respond(200, session(sessionId, null));
    const start = () => h.call(TOKENS.checkout.start, { packId: 'gettoni-25', origin: ORIGIN }, seller);
    expect((await failure(start())).code).toBe('CHECKOUT_FAILED');
    expect((await failure(h.call(TOKENS.checkout.get, { sessionId }, seller))).code).toBe('NOT_FOUND');

    stripe.respond(400, { error: { type: 'invalid_request_error', message: 'Invalid currency' } });
    expect((await failure(start())).code).toBe('CHECKOUT_FAILED');
    const [{ count }] = await h.sql<{ count: string }>('SELECT count(*) FROM acquisti_gettoni WHERE seller_id = $1', [seller.userId]);
    expect(count).toBe('0');
  });

  it('credits the session from a webhook signed with the configured secret, and refuses the development secret', async () => {
    const seller = newSeller();
    const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
    stripe.respond(200, session(sessionId, `https://checkout.stripe.com/c/pay/${sessionId}`));
    await h.call(TOKENS.checkout.start, { packId: 'gettoni-50', origin: ORIGIN }, seller);
    const payload = eventoStripe('checkout.session.completed', sessioneStripePagata(sessionId, seller.userId, 'gettoni-50'));
    const devSigned = firmaStripe(payload, DEV_WEBHOOK_SECRET);
    expect((await failure(h.call(TOKENS.webhook.handle, { payload, signature: devSigned }))).code).toBe('WEBHOOK_INVALID');
    const signature = firmaStripe(payload, WEBHOOK_SECRET);
    await expect(h.call(TOKENS.webhook.handle, { payload, signature })).resolves.toEqual({ credited: true });
    await expect(h.call(TOKENS.balance.get, {}, seller)).resolves.toEqual({ venditoreId: seller.userId, gettoni: 50 });
  });

  it('refuses the development checkout', async () => {
    const seller = newSeller();
    const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
    stripe.respond(200, session(sessionId, `https://checkout.stripe.com/c/pay/${sessionId}`));
    await h.call(TOKENS.checkout.start, { packId: 'gettoni-25', origin: ORIGIN }, seller);
    for (const contract of [TOKENS.devCheckout.get, TOKENS.devCheckout.sign, TOKENS.devCheckout.cancel]) {
      expect((await failure(h.call(contract, { sessionId }, seller))).code).toBe('FORBIDDEN');
    }
    await expect(h.call(TOKENS.checkout.get, { sessionId }, seller)).resolves.toMatchObject({ status: 'pending' });
  });
});
