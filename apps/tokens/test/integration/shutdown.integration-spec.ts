import { randomUUID } from 'node:crypto';
import { TOKENS, TOKENS_EVENTS } from '@ricambiamo/contracts';
import { lastEvent } from '@ricambiamo/testing';
import type { TokensHarness } from '../fixtures/tokens-harness';
import { newSeller, startTokensHarness } from '../fixtures/tokens-harness';

describe('graceful shutdown', () => {
  let h: TokensHarness;

  beforeAll(async () => {
    h = await startTokensHarness('ricambiamo_tokens_test_shutdown');
  });

  afterAll(async () => {
    await h.close();
  });

  it('publishes the events of committed credits before the app stops', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const idempotencyKey = randomUUID();
    await h.call(TOKENS.balance.debit, { venditoreId: seller.userId, amount: 5, reason: 'creazione-inserzione', idempotencyKey, fingerprint: 'f'.repeat(64), autoId: randomUUID() }, seller);
    await h.call(TOKENS.balance.refund, { idempotencyKey }, seller);
    await h.app.close();

    expect(await lastEvent(h.nats.url, TOKENS_EVENTS.balanceCredited)).toEqual({
      venditoreId: seller.userId,
      gettoni: 5,
      movimento: 'rimborso',
      saldo: 25,
    });
    const [{ unpublished }] = await h.sql<{ unpublished: string }>('SELECT count(*) AS unpublished FROM outbox_events WHERE published_at IS NULL');
    expect(unpublished).toBe('0');
  });
});
