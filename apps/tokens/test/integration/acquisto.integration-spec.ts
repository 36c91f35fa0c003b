import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Actor, SignedWebhookDto } from '@ricambiamo/contracts';
import { TOKENS, TOKENS_EVENTS } from '@ricambiamo/contracts';
import { eventoStripe, failure, firmaStripe, lastEvent, sessioneStripePagata, waitFor } from '@ricambiamo/testing';
import Stripe from 'stripe';
import { DEV_WEBHOOK_SECRET } from '../../src/config';
import type { TokensHarness } from '../fixtures/tokens-harness';
import { newBuyer, newSeller, ORIGIN, startTokensHarness } from '../fixtures/tokens-harness';

let h: TokensHarness;

const start = (seller: Actor, packId = 'gettoni-100') => h.call(TOKENS.checkout.start, { packId, origin: ORIGIN }, seller);
const sign = (seller: Actor, sessionId: string) => h.call(TOKENS.devCheckout.sign, { sessionId }, seller);
const purchase = (seller: Actor, sessionId: string) => h.call(TOKENS.checkout.get, { sessionId }, seller);
const deliver = (payload: string, signature: string) => h.call(TOKENS.webhook.handle, { payload, signature });
const balance = async (seller: Actor) => (await h.call(TOKENS.balance.get, {}, seller)).gettoni;

/** A Stripe event as Stripe would post it, signed by the SDK's own test helper. */
function stripeEvent(type: string, object: object, timestamp?: number): SignedWebhookDto {
  const payload = eventoStripe(type, object);
  return { payload, signature: firmaStripe(payload, DEV_WEBHOOK_SECRET, timestamp) };
}

beforeAll(async () => {
  h = await startTokensHarness('ricambiamo_tokens_test_acquisto');
});

afterAll(async () => {
  await h.close();
});

describe('development checkout', () => {
  it('records a pending purchase and sends the seller to the development payment page', async () => {
    const seller = newSeller();
    const { sessionId, url } = await start(seller);
    expect(sessionId).toMatch(/^cs_dev_[0-9a-f-]{36}$/);
    expect(url).toBe(`${ORIGIN}/sviluppo/checkout/${sessionId}`);
    await expect(h.call(TOKENS.devCheckout.get, { sessionId }, seller)).resolves.toMatchObject({
      sessionId,
      packId: 'gettoni-100',
      gettoni: 100,
      prezzoCentesimi: 75_000,
      status: 'pending',
      saldo: 0,
    });
  });

  it('signs a checkout.session.completed event shaped like Stripe\'s that the webhook verifies and credits', async () => {
    const seller = newSeller();
    const { sessionId } = await start(seller);
    const signed = await sign(seller, sessionId);
    const event = Stripe.webhooks.constructEvent(signed.payload, signed.signature, DEV_WEBHOOK_SECRET);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: sessioneStripePagata(sessionId, seller.userId, 'gettoni-100'),
      },
    });
    await expect(deliver(signed.payload, signed.signature)).resolves.toEqual({ credited: true });
    await expect(purchase(seller, sessionId)).resolves.toMatchObject({ status: 'paid', saldo: 100 });
    // Paid: nothing left to sign or cancel.
    expect((await failure(sign(seller, sessionId))).code).toBe('NOT_FOUND');
    expect((await failure(h.call(TOKENS.devCheckout.cancel, { sessionId }, seller))).code).toBe('NOT_FOUND');
  });

  it('cancels a pending purchase without crediting anything, and answers a repeated cancel the same', async () => {
    const seller = newSeller();
    const { sessionId } = await start(seller, 'gettoni-25');
    const cancelled = await h.call(TOKENS.devCheckout.cancel, { sessionId }, seller);
    expect(cancelled).toMatchObject({ sessionId, status: 'cancelled', saldo: 0 });
    await expect(h.call(TOKENS.devCheckout.cancel, { sessionId }, seller)).resolves.toEqual(cancelled);
    expect((await failure(sign(seller, sessionId))).code).toBe('NOT_FOUND');
    expect(await balance(seller)).toBe(0);
  });

  it("hides one seller's purchase from another", async () => {
    const seller = newSeller();
    const other = newSeller();
    const { sessionId } = await start(seller);
    for (const contract of [TOKENS.checkout.get, TOKENS.devCheckout.get, TOKENS.devCheckout.sign, TOKENS.devCheckout.cancel]) {
      expect((await failure(h.call(contract, { sessionId }, other))).code).toBe('NOT_FOUND');
    }
    await expect(purchase(seller, sessionId)).resolves.toMatchObject({ status: 'pending' });
  });

  it('refuses a pack that does not exist', async () => {
    expect((await failure(start(newSeller(), 'gettoni-1000'))).code).toBe('VALIDATION_FAILED');
  });
});

describe('webhook', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn');
  });

  afterEach(() => {
    warn.mockRestore();
  });

  it('credits a session once when the same event is delivered 10 times at once', async () => {
    const seller = newSeller();
    const { sessionId } = await start(seller);
    const signed = await sign(seller, sessionId);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(signed.payload, signed.signature)));
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(await balance(seller)).toBe(100);
    const rows = await h.sql<{ amount: number; idempotency_key: string }>(
      'SELECT amount, idempotency_key FROM movimenti_gettoni WHERE seller_id = $1',
      [seller.userId],
    );
    expect(rows).toEqual([{ amount: 100, idempotency_key: `purchase:${sessionId}` }]);
    // A later redelivery, as Stripe retries, is acknowledged without a second credit.
    await expect(deliver(signed.payload, signed.signature)).resolves.toEqual({ credited: false });
    expect(await balance(seller)).toBe(100);
  });

  it('publishes evt.tokens.balance.credited', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-50');
    const event = await waitFor(async () => {
      const payload = await lastEvent(h.nats.url, TOKENS_EVENTS.balanceCredited);
      return payload.venditoreId === seller.userId ? payload : undefined;
    });
    expect(event).toEqual({ venditoreId: seller.userId, gettoni: 50, movimento: 'acquisto', saldo: 50 });
  });

  it('refuses a tampered body', async () => {
    const seller = newSeller();
    const { sessionId } = await start(seller, 'gettoni-25');
    const signed = await sign(seller, sessionId);
    const tampered = signed.payload.replace('"gettoni-25"', '"gettoni-500"');
    expect(tampered).not.toBe(signed.payload);
    expect((await failure(deliver(tampered, signed.signature))).code).toBe('WEBHOOK_INVALID');
    const forged = signed.signature.replace(/v1=(.)/, (_, first: string) => `v1=${first === '0' ? '1' : '0'}`);
    expect((await failure(deliver(signed.payload, forged))).code).toBe('WEBHOOK_INVALID');
    expect(await balance(seller)).toBe(0);
  });

  it('refuses a signature older than 5 minutes and one made with another secret', async () => {
    const seller = newSeller();
    const { sessionId } = await start(seller);
    const session = sessioneStripePagata(sessionId, seller.userId, 'gettoni-100');
    const stale = stripeEvent('checkout.session.completed', session, Math.floor(Date.now() / 1000) - 600);
    expect((await failure(deliver(stale.payload, stale.signature))).code).toBe('WEBHOOK_INVALID');
    const { payload } = stale;
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_qualcun_altro' });
    expect((await failure(deliver(payload, foreign))).code).toBe('WEBHOOK_INVALID');
    expect((await failure(deliver(payload, 'not a signature'))).code).toBe('WEBHOOK_INVALID');
    expect(await balance(seller)).toBe(0);
  });

  it("credits nothing for a session that is no purchase of ours, e.g. a buyer's, and logs the event id", async () => {
    const buyer = newBuyer();
    const event = stripeEvent('checkout.session.completed', sessioneStripePagata(`cs_test_${randomUUID()}`, buyer.userId, 'gettoni-100'));
    await expect(deliver(event.payload, event.signature)).resolves.toEqual({ credited: false });
    const eventId = (JSON.parse(event.payload) as { id: string }).id;
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ eventId }), expect.stringContaining('nothing credited'));
    const [{ count }] = await h.sql<{ count: string }>('SELECT count(*) FROM movimenti_gettoni WHERE seller_id = $1', [buyer.userId]);
    expect(count).toBe('0');
  });

  it('credits nothing for a purchase of an unknown pack', async () => {
    const seller = newSeller();
    const sessionId = `cs_test_${randomUUID()}`;
    // A purchase row no code path can write today, e.g. of a pack withdrawn since.
    await h.sql(
      `INSERT INTO acquisti_gettoni (id, session_id, seller_id, pack_id, gettoni, prezzo_centesimi, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 'gettoni-1000', 1000, 100000, now())`,
      [sessionId, seller.userId],
    );
    const event = stripeEvent('checkout.session.completed', sessioneStripePagata(sessionId, seller.userId, 'gettoni-1000'));
    await expect(deliver(event.payload, event.signature)).resolves.toEqual({ credited: false });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ packId: 'gettoni-1000' }), expect.stringContaining('unknown pack'));
    expect(await balance(seller)).toBe(0);
  });

  it('credits nothing when the event names another seller or pack than our purchase', async () => {
    const seller = newSeller();
    const { sessionId } = await start(seller, 'gettoni-25');
    for (const session of [sessioneStripePagata(sessionId, newSeller().userId, 'gettoni-25'), sessioneStripePagata(sessionId, seller.userId, 'gettoni-500')]) {
      const event = stripeEvent('checkout.session.completed', session);
      await expect(deliver(event.payload, event.signature)).resolves.toEqual({ credited: false });
    }
    await expect(purchase(seller, sessionId)).resolves.toMatchObject({ status: 'pending', saldo: 0 });
  });

  it('acknowledges an unpaid session and unknown event types without crediting', async () => {
    const seller = newSeller();
    const { sessionId } = await start(seller);
    const session = sessioneStripePagata(sessionId, seller.userId, 'gettoni-100');
    const unpaid = stripeEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' });
    await expect(deliver(unpaid.payload, unpaid.signature)).resolves.toEqual({ credited: false });
    const other = stripeEvent('payment_intent.succeeded', { id: `pi_${randomUUID()}`, object: 'payment_intent' });
    await expect(deliver(other.payload, other.signature)).resolves.toEqual({ credited: false });
    await expect(purchase(seller, sessionId)).resolves.toMatchObject({ status: 'pending', saldo: 0 });
    // The delayed payment that later succeeds does credit.
    const later = stripeEvent('checkout.session.async_payment_succeeded', session);
    await expect(deliver(later.payload, later.signature)).resolves.toEqual({ credited: true });
    expect(await balance(seller)).toBe(100);
  });
});
