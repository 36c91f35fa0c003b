import { createHash, randomUUID } from 'node:crypto';
import type { Actor, DebitRequest, MovimentoDto, RequestOf, RpcContract } from '@ricambiamo/contracts';
import { TOKENS } from '@ricambiamo/contracts';
import type { DomainError } from '@ricambiamo/messaging';
import { failure } from '@ricambiamo/testing';
import type { TokensHarness } from '../fixtures/tokens-harness';
import { newBuyer, newSeller, startTokensHarness } from '../fixtures/tokens-harness';

let h: TokensHarness;

const balance = async (seller: Actor) => (await h.call(TOKENS.balance.get, {}, seller)).gettoni;
/** What catalogue sends as the fingerprint of the content a debit pays for. */
const impronta = (contenuto: string) => createHash('sha256').update(contenuto).digest('hex');
const IMPRONTA = impronta('la stessa inserzione');
/** The listing the debits pay for, unless a test names another. */
const AUTO = randomUUID();
const debit = (
  seller: Actor,
  amount: number,
  idempotencyKey: string = randomUUID(),
  reason: DebitRequest['reason'] = 'creazione-inserzione',
  fingerprint: string = IMPRONTA,
  autoId: string = AUTO,
) => h.call(TOKENS.balance.debit, { venditoreId: seller.userId, amount, reason, idempotencyKey, fingerprint, autoId }, seller);
const refund = (seller: Actor, idempotencyKey: string) => h.call(TOKENS.balance.refund, { idempotencyKey }, seller);

/** The invariant the whole service keeps: the stored balance is the sum of the ledger, and never negative. */
async function ledgerAgrees(seller: Actor): Promise<{ gettoni: number; somma: number; minimo: number }> {
  const [row] = await h.sql<{ gettoni: number; somma: number; minimo: number }>(
    `SELECT COALESCE((SELECT gettoni FROM saldi_gettoni WHERE seller_id = $1), 0) AS gettoni,
            COALESCE((SELECT SUM(amount)::int FROM movimenti_gettoni WHERE seller_id = $1), 0) AS somma,
            COALESCE((SELECT MIN(balance_after) FROM movimenti_gettoni WHERE seller_id = $1), 0) AS minimo`,
    [seller.userId],
  );
  return row;
}

beforeAll(async () => {
  h = await startTokensHarness('ricambiamo_tokens_test');
});

afterAll(async () => {
  await h.close();
});

describe('balance', () => {
  it('is 0 for a seller who never had tokens (docs/rules.md §7)', async () => {
    const seller = newSeller();
    await expect(h.call(TOKENS.balance.get, {}, seller)).resolves.toEqual({ venditoreId: seller.userId, gettoni: 0 });
  });

  it('grows by the pack bought', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    expect(await balance(seller)).toBe(25);
    expect(await ledgerAgrees(seller)).toEqual({ gettoni: 25, somma: 25, minimo: 25 });
  });
});

describe('debit', () => {
  it('takes the tokens and records a ledger row; only the purchase before it is an event', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const movimento = await debit(seller, 5);
    expect(movimento).toMatchObject({ amount: -5, reason: 'creazione-inserzione', balanceAfter: 20 });
    expect(await balance(seller)).toBe(20);

    const events = await h.sql("SELECT subject, payload FROM outbox_events WHERE payload->>'venditoreId' = $1", [seller.userId]);
    expect(events).toEqual([{ subject: 'evt.tokens.balance.credited', payload: { venditoreId: seller.userId, gettoni: 25, movimento: 'acquisto', saldo: 25 } }]);
  });

  it('refuses to go below zero with the creation or the edit message code', async () => {
    const seller = newSeller();
    expect((await failure(debit(seller, 5))).code).toBe('INSUFFICIENT_TOKENS_CREATE');
    expect((await failure(debit(seller, 1, randomUUID(), 'modifica-inserzione'))).code).toBe('INSUFFICIENT_TOKENS_EDIT');
    await h.buy(seller, 'gettoni-25');
    await debit(seller, 24, randomUUID(), 'modifica-inserzione');
    expect((await failure(debit(seller, 5))).code).toBe('INSUFFICIENT_TOKENS_CREATE');
    expect(await ledgerAgrees(seller)).toEqual({ gettoni: 1, somma: 1, minimo: 1 });
  });

  it('lets exactly 10 of 200 concurrent debits of 5 through a balance of 50, and never goes negative', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-50');
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => debit(seller, 5)));
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).code] : []));
    expect(ok).toHaveLength(10);
    expect(new Set(codes)).toEqual(new Set(['INSUFFICIENT_TOKENS_CREATE']));
    expect(ok.map((m) => m.balanceAfter).sort((a, b) => a - b)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45]);
    expect(await balance(seller)).toBe(0);
    expect(await ledgerAgrees(seller)).toEqual({ gettoni: 0, somma: 0, minimo: 0 });
  });

  // 25 of 25 leaves the racers no balance at all: they must still find the first result, not INSUFFICIENT.
  it.each([5, 25])('moves %i tokens once for 50 concurrent debits with the same key, all answered with the first result', async (amount) => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = `inserzione:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 50 }, () => debit(seller, amount, key)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({ amount: -amount, balanceAfter: 25 - amount });
    expect(await balance(seller)).toBe(25 - amount);
    expect(await ledgerAgrees(seller)).toEqual({ gettoni: 25 - amount, somma: 25 - amount, minimo: 25 - amount });
  });

  it('answers a repeated key with the first result even when the balance is now too low', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = randomUUID();
    const first = await debit(seller, 25, key);
    await expect(debit(seller, 25, key)).resolves.toEqual(first);
    expect(await balance(seller)).toBe(0);
  });

  it('refuses a key reused for a different operation', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = randomUUID();
    await debit(seller, 5, key);
    expect((await failure(debit(seller, 1, key, 'modifica-inserzione'))).code).toBe('VALIDATION_FAILED');
    expect(await balance(seller)).toBe(20);
  });

  it('charges a repeated key with the same fingerprint once', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = randomUUID();
    const first = await debit(seller, 1, key, 'modifica-inserzione', impronta('descrizione: A'));
    await expect(debit(seller, 1, key, 'modifica-inserzione', impronta('descrizione: A'))).resolves.toEqual(first);
    expect(await balance(seller)).toBe(24);
    expect(await ledgerAgrees(seller)).toEqual({ gettoni: 24, somma: 24, minimo: 24 });
  });

  it('refuses a repeated key with another fingerprint, and moves nothing', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = randomUUID();
    await debit(seller, 1, key, 'modifica-inserzione', impronta('descrizione: A'));
    for (const altra of ['descrizione: B', 'descrizione: C']) {
      expect((await failure(debit(seller, 1, key, 'modifica-inserzione', impronta(altra)))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await balance(seller)).toBe(24);
    expect(await ledgerAgrees(seller)).toEqual({ gettoni: 24, somma: 24, minimo: 24 });
  });

  it('lets one of 20 concurrent debits with one key and different fingerprints through, and refuses the others', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => debit(seller, 1, key, 'modifica-inserzione', impronta(`modifica ${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).code] : []));
    expect(codes).toEqual(Array.from({ length: 19 }, () => 'IDEMPOTENCY_KEY_REUSED'));
    expect(await balance(seller)).toBe(24);
  });

  it('pays for one listing per key: the same key and content for another listing (one deleted and sent again) is refused', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = `listing:create:${seller.userId}:${randomUUID()}`;
    const [deleted, another] = [randomUUID(), randomUUID()];
    const first = await debit(seller, 5, key, 'creazione-inserzione', IMPRONTA, deleted);
    await expect(debit(seller, 5, key, 'creazione-inserzione', IMPRONTA, deleted)).resolves.toEqual(first);
    expect((await failure(debit(seller, 5, key, 'creazione-inserzione', IMPRONTA, another))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(seller)).toBe(20);
    expect(await ledgerAgrees(seller)).toEqual({ gettoni: 20, somma: 20, minimo: 20 });
    // The ledger says which listing each debit paid for.
    expect(await h.sql('SELECT listing_id FROM movimenti_gettoni WHERE idempotency_key = $1', [key])).toEqual([{ listing_id: deleted }]);
  });

  it('lets one of 20 concurrent debits with one key for different listings through, and refuses the others', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = randomUUID();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => debit(seller, 5, key, 'creazione-inserzione', IMPRONTA, randomUUID())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).code] : []));
    expect(codes).toEqual(Array.from({ length: 19 }, () => 'IDEMPOTENCY_KEY_REUSED'));
    expect(await balance(seller)).toBe(20);
  });

  it('refuses to repeat a debit that was refunded: the key is spent, nothing is taken for free', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = randomUUID();
    await debit(seller, 5, key);
    await refund(seller, key);
    expect((await failure(debit(seller, 5, key))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(seller)).toBe(25);
  });

  it('validates the request', async () => {
    const seller = newSeller();
    const error = await failure(
      h.call(
        TOKENS.balance.debit,
        // @ts-expect-error -- the contract's type refuses this reason; the service must refuse it from any caller
        { venditoreId: seller.userId, amount: 0, reason: 'regalo', idempotencyKey: '', fingerprint: 'non un hash', autoId: 'non un id' },
        seller,
      ),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
  });
});

describe('refund', () => {
  it('gives back a debit once, however often it is asked, and publishes evt.tokens.balance.credited', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = randomUUID();
    const taken = await debit(seller, 5, key);
    const refunds = await Promise.all(Array.from({ length: 10 }, () => refund(seller, key)));
    expect(new Set(refunds.map((r) => r.id)).size).toBe(1);
    expect(refunds[0]).toMatchObject({ amount: 5, reason: 'rimborso', balanceAfter: 25 });
    expect(refunds[0].id).not.toBe(taken.id);
    await expect(refund(seller, key)).resolves.toEqual(refunds[0]);
    expect(await balance(seller)).toBe(25);
    expect(await ledgerAgrees(seller)).toEqual({ gettoni: 25, somma: 25, minimo: 20 });
    const [row] = await h.sql<{ refund_of: string; idempotency_key: string }>(
      'SELECT refund_of, idempotency_key FROM movimenti_gettoni WHERE id = $1',
      [refunds[0].id],
    );
    expect(row).toEqual({ refund_of: taken.id, idempotency_key: `rimborso:${key}` });
  });

  it('answers NOT_FOUND for a key that debited nothing, including a purchase', async () => {
    const seller = newSeller();
    const sessionId = await h.buy(seller, 'gettoni-25');
    expect((await failure(refund(seller, randomUUID()))).code).toBe('NOT_FOUND');
    expect((await failure(refund(seller, `purchase:${sessionId}`))).code).toBe('NOT_FOUND');
    expect(await balance(seller)).toBe(25);
  });

  it('cancels a key refunded before its debit arrived: that debit, arriving late, takes nothing', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    const key = randomUUID();
    expect((await failure(refund(seller, key))).code).toBe('NOT_FOUND');
    expect((await failure(debit(seller, 5, key))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await failure(refund(seller, key))).code).toBe('NOT_FOUND');
    expect(await balance(seller)).toBe(25);
    expect(await ledgerAgrees(seller)).toEqual({ gettoni: 25, somma: 25, minimo: 25 });
  });
});

describe('ledger', () => {
  it('lists only the seller\'s own rows, newest first, page by page', async () => {
    const seller = newSeller();
    const other = newSeller();
    await h.buy(seller, 'gettoni-25');
    await h.buy(other, 'gettoni-25');
    for (let i = 0; i < 6; i++) await debit(seller, 1, randomUUID(), 'modifica-inserzione');
    await debit(other, 1, randomUUID(), 'modifica-inserzione');

    const pages: MovimentoDto[][] = [];
    let after: string | null = null;
    do {
      const page: MovimentoDto[] = await h.call(TOKENS.ledger.list, { limit: 3, after }, seller);
      pages.push(page);
      after = page.length === 3 ? page[2].id : null;
    } while (after);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    const rows = pages.flat();
    expect(rows.map((r) => r.balanceAfter)).toEqual([19, 20, 21, 22, 23, 24, 25]);
    expect(rows.at(-1)).toMatchObject({ amount: 25, reason: 'acquisto' });
    expect(new Set(rows.map((r) => r.id)).size).toBe(7);

    const [own] = await h.call(TOKENS.ledger.list, {}, other);
    expect((await failure(h.call(TOKENS.ledger.list, { after: own.id }, seller))).code).toBe('NOT_FOUND');
  });
});

describe('the ledger table', () => {
  it('refuses updates and deletes, whoever asks', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    await expect(h.sql('UPDATE movimenti_gettoni SET amount = 1000 WHERE seller_id = $1', [seller.userId])).rejects.toThrow(/append-only/);
    await expect(h.sql('DELETE FROM movimenti_gettoni WHERE seller_id = $1', [seller.userId])).rejects.toThrow(/append-only/);
    await expect(h.sql('TRUNCATE movimenti_gettoni')).rejects.toThrow(/append-only/);
  });

  it('keeps a balance from going negative even if the application tried', async () => {
    const seller = newSeller();
    await h.buy(seller, 'gettoni-25');
    await expect(h.sql('UPDATE saldi_gettoni SET gettoni = -1 WHERE seller_id = $1', [seller.userId])).rejects.toThrow(/saldi_gettoni_gettoni_check/);
  });
});

describe('permissions', () => {
  const seller = newSeller();
  const buyer = newBuyer();
  /** A request by contract, named by its subject: sent as `actor`. */
  const request = <C extends RpcContract>(contract: C, data: RequestOf<C>) =>
    [contract.subject, (actor: Actor | null) => h.call(contract, data, actor)] as const;
  const requests = [
    request(TOKENS.balance.get, {}),
    request(TOKENS.balance.debit, {
      venditoreId: buyer.userId,
      amount: 5,
      reason: 'creazione-inserzione',
      idempotencyKey: 'k',
      fingerprint: IMPRONTA,
      autoId: AUTO,
    }),
    request(TOKENS.balance.refund, { idempotencyKey: 'k' }),
    request(TOKENS.ledger.list, {}),
    request(TOKENS.checkout.start, { packId: 'gettoni-100', origin: 'http://localhost:8080' }),
    request(TOKENS.checkout.get, { sessionId: 'cs_dev_x' }),
    request(TOKENS.devCheckout.get, { sessionId: 'cs_dev_x' }),
    request(TOKENS.devCheckout.sign, { sessionId: 'cs_dev_x' }),
    request(TOKENS.devCheckout.cancel, { sessionId: 'cs_dev_x' }),
  ];

  it.each(requests)('refuses %s to a buyer and to anonymous callers', async (_subject, send) => {
    expect((await failure(send(buyer))).code).toBe('FORBIDDEN');
    expect((await failure(send(null))).code).toBe('UNAUTHENTICATED');
  });

  it("does not let one seller debit, refund or read another's tokens", async () => {
    await h.buy(seller, 'gettoni-25');
    const intruder = newSeller();
    await h.buy(intruder, 'gettoni-25');
    const key = randomUUID();
    await debit(seller, 5, key);

    const theft = {
      venditoreId: seller.userId,
      amount: 5,
      reason: 'creazione-inserzione',
      idempotencyKey: randomUUID(),
      fingerprint: IMPRONTA,
      autoId: AUTO,
    } as const;
    expect((await failure(h.call(TOKENS.balance.debit, theft, intruder))).code).toBe('FORBIDDEN');
    expect((await failure(refund(intruder, key))).code).toBe('FORBIDDEN');
    // Reusing the victim's key for oneself moves nothing and reveals nothing of the victim's row.
    expect((await failure(debit(intruder, 5, key))).code).toBe('VALIDATION_FAILED');
    expect(await balance(intruder)).toBe(25);
    const own = await h.call(
      TOKENS.balance.get,
      // @ts-expect-error -- the contract has no seller id; one sent anyway, as any caller could, is ignored
      { venditoreId: seller.userId },
      intruder,
    );
    expect(own).toEqual({ venditoreId: intruder.userId, gettoni: 25 });
    expect((await h.call(TOKENS.ledger.list, {}, intruder)).map((m) => m.amount)).toEqual([25]);
    expect(await balance(seller)).toBe(20);
  });
});
