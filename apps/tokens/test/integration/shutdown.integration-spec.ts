import { randomUUID } from 'node:crypto';
import type { BalanceDebitedEvent, EventEnvelope } from '@ricambiamo/contracts';
import { EVENTS_STREAM, TOKENS, TOKENS_EVENTS } from '@ricambiamo/contracts';
import { connect } from 'nats';
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
    await h.call(TOKENS.balance.debit, { sellerId: seller.userId, amount: 5, reason: 'creazione-inserzione', idempotencyKey: randomUUID() }, seller);
    await h.app.close();

    const nc = await connect({ servers: h.nats.url });
    try {
      const message = await (await nc.jetstreamManager()).streams.getMessage(EVENTS_STREAM.name, {
        last_by_subj: TOKENS_EVENTS.balanceDebited,
      });
      expect(message.json<EventEnvelope<BalanceDebitedEvent>>().payload).toEqual({
        sellerId: seller.userId,
        amount: 5,
        reason: 'creazione-inserzione',
        balance: 20,
      });
    } finally {
      await nc.close();
    }
    const [{ unpublished }] = await h.sql<{ unpublished: string }>('SELECT count(*) AS unpublished FROM outbox_events WHERE published_at IS NULL');
    expect(unpublished).toBe('0');
  });
});
