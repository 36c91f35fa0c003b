import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Actor } from '@ricambiamo/contracts';
import { pacchettoPerId, TOKENS } from '@ricambiamo/contracts';
import { firmaStripe, sessioneStripePagata } from '@ricambiamo/testing';
import Stripe from 'stripe';
import { DEV_WEBHOOK_SECRET } from '../../src/config';
import type { TokensHarness } from '../fixtures/tokens-harness';
import { newSeller, ORIGIN, startTokensHarness } from '../fixtures/tokens-harness';

/** The 25-token pack: 300 € (docs/rules.md §9), so a third of the money is 100 €. */
const PACK = pacchettoPerId('gettoni-25')!;

let h: TokensHarness;

beforeAll(async () => {
  h = await startTokensHarness('ricambiamo_tokens_test_storni');
});

afterAll(async () => {
  await h.close();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const stripeId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

/** Delivers an event the way Stripe does: its JSON signed with the webhook secret, through the real handler. */
async function deliver(event: { id: string; type: string; data: { object: object } }) {
  const payload = JSON.stringify({ object: 'event', api_version: Stripe.API_VERSION, livemode: false, ...event }, null, 2);
  const signature = firmaStripe(payload, DEV_WEBHOOK_SECRET);
  return h.call(TOKENS.webhook.handle, { payload, signature });
}

interface Pagamento {
  seller: Actor;
  sessionId: string;
  paymentIntent: string;
  charge: string;
}

/** A seller who bought the 25-token pack: Stripe's session completed event, carrying its PaymentIntent, credited it. */
async function paid(): Promise<Pagamento> {
  const seller = newSeller();
  const { sessionId } = await h.call(TOKENS.checkout.start, { packId: PACK.id, origin: ORIGIN }, seller);
  const paymentIntent = stripeId('pi');
  await expect(
    deliver({
      id: stripeId('evt'),
      type: 'checkout.session.completed',
      data: { object: { ...sessioneStripePagata(sessionId, seller.userId, PACK.id), payment_intent: paymentIntent } },
    }),
  ).resolves.toEqual({ credited: true });
  return { seller, sessionId, paymentIntent, charge: stripeId('ch') };
}

/** `charge.refunded`: Stripe sends the charge with everything refunded so far, after each refund. */
const refunded = (p: Pagamento, amountRefunded: number, id = stripeId('evt')) => ({
  id,
  type: 'charge.refunded',
  data: {
    object: {
      id: p.charge,
      object: 'charge',
      amount: PACK.prezzoCentesimi,
      amount_refunded: amountRefunded,
      refunded: amountRefunded === PACK.prezzoCentesimi,
      currency: 'eur',
      payment_intent: p.paymentIntent,
    },
  },
});

const disputed = (p: Pagamento) => ({
  id: stripeId('evt'),
  type: 'charge.dispute.created',
  data: {
    object: {
      id: stripeId('dp'),
      object: 'dispute',
      amount: PACK.prezzoCentesimi,
      charge: p.charge,
      currency: 'eur',
      payment_intent: p.paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
    },
  },
});

const balance = async (seller: Actor) => (await h.call(TOKENS.balance.get, {}, seller)).gettoni;
/** The seller's ledger, oldest first, as [amount, reason]. */
const ledger = async (seller: Actor) =>
  (await h.call(TOKENS.ledger.list, { limit: 100 }, seller)).reverse().map((m) => [m.amount, m.reason]);
const purchase = async ({ sessionId }: Pagamento) =>
  (
    await h.sql<{ ripresi: number; scoperti: number }>(
      'SELECT gettoni_ripresi AS ripresi, gettoni_scoperti AS scoperti FROM acquisti_gettoni WHERE session_id = $1',
      [sessionId],
    )
  )[0];

describe('Stripe giving a purchase’s money back', () => {
  it('takes the whole pack back on a full refund once, however often and however concurrently Stripe delivers it', async () => {
    const p = await paid();
    const event = refunded(p, PACK.prezzoCentesimi);
    await Promise.all([deliver(event), deliver(event)]);
    await deliver(event);

    expect(await balance(p.seller)).toBe(0);
    expect(await ledger(p.seller)).toEqual([
      [25, 'acquisto'],
      [-25, 'acquisto-rimborsato'],
    ]);
    expect(await purchase(p)).toEqual({ ripresi: 25, scoperti: 0 });
    // Taking tokens back publishes nothing: the purchase's credit stays the seller's only event.
    const events = await h.sql("SELECT subject FROM outbox_events WHERE payload->>'venditoreId' = $1", [p.seller.userId]);
    expect(events).toEqual([{ subject: 'evt.tokens.balance.credited' }]);
  });

  it('takes back a partial refund’s share of the pack rounded up, and only the rest on the next refund', async () => {
    const p = await paid();
    // A third of the money: 8⅓ tokens, rounded up to 9.
    await deliver(refunded(p, PACK.prezzoCentesimi / 3));
    expect(await balance(p.seller)).toBe(16);
    await deliver(refunded(p, PACK.prezzoCentesimi));
    expect(await balance(p.seller)).toBe(0);
    expect(await ledger(p.seller)).toEqual([
      [25, 'acquisto'],
      [-9, 'acquisto-rimborsato'],
      [-16, 'acquisto-rimborsato'],
    ]);
  });

  it('takes the whole pack back on a dispute, never twice with the refunds of the same charge', async () => {
    const p = await paid();
    await deliver(refunded(p, PACK.prezzoCentesimi / 2));
    await deliver(disputed(p));
    await deliver(refunded(p, PACK.prezzoCentesimi));
    expect(await balance(p.seller)).toBe(0);
    expect(await ledger(p.seller)).toEqual([
      [25, 'acquisto'],
      [-13, 'acquisto-rimborsato'],
      [-12, 'acquisto-contestato'],
    ]);
    expect(await purchase(p)).toEqual({ ripresi: 25, scoperti: 0 });
  });

  it('stops at zero when the tokens were spent, recording on the purchase and logging what could not be taken', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const p = await paid();
    await h.call(
      TOKENS.balance.debit,
      { venditoreId: p.seller.userId, amount: 20, reason: 'creazione-inserzione', idempotencyKey: randomUUID(), fingerprint: '0'.repeat(64), autoId: randomUUID() },
      p.seller,
    );
    await deliver(disputed(p));

    expect(await balance(p.seller)).toBe(0);
    expect(await ledger(p.seller)).toEqual([
      [25, 'acquisto'],
      [-20, 'creazione-inserzione'],
      [-5, 'acquisto-contestato'],
    ]);
    expect(await purchase(p)).toEqual({ ripresi: 5, scoperti: 20 });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ venditoreId: p.seller.userId, sessionId: p.sessionId, scoperti: 20 }),
      expect.stringContaining('shortfall'),
    );
  });

  it('acknowledges a refund of a payment that is no purchase of ours, taking nothing', async () => {
    const p = await paid();
    await expect(deliver(refunded({ ...p, paymentIntent: stripeId('pi') }, PACK.prezzoCentesimi))).resolves.toEqual({ credited: false });
    expect(await balance(p.seller)).toBe(25);
  });
});
