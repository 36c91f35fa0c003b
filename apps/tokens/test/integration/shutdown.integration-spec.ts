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

  it('publishes the events of committed debits before the app stops', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    await h.call(TOKENS.balance.debit, { venditoreId: seller.userId, amount: 5, reason: 'creazione-inserzione', idempotencyKey: randomUUID(), fingerprint: 'f'.repeat(64), autoId: randomUUID() }, seller);
    await h.app.close();

    expect(await lastEvent(h.nats.url, TOKENS_EVENTS.balanceDebited)).toEqual({
      venditoreId: seller.userId,
      amount: 5,
      reason: 'creazione-inserzione',
      balance: 20,
    });
    const [{ unpublished }] = await h.sql<{ unpublished: string }>('SELECT count(*) AS unpublished FROM outbox_events WHERE published_at IS NULL');
    expect(unpublished).toBe('0');
  });
});
