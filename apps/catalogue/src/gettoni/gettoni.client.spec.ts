import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Actor, RpcContract } from '@ricambiamo/contracts';
import { TOKENS } from '@ricambiamo/contracts';
import type { RpcClient, RpcContext } from '@ricambiamo/messaging';
import { DomainError } from '@ricambiamo/messaging';
import { GettoniClient } from './gettoni.client';

/** A tokens service that answers each subject with the given failure (or succeeds), and records the calls. */
function fakeRpc(failures: Partial<Record<string, DomainError>>) {
  const calls: { subject: string; data: unknown; actor: Actor | null }[] = [];
  const rpc = {
    send: (contract: RpcContract, data: unknown, ctx: RpcContext) => {
      calls.push({ subject: contract.subject, data, actor: ctx.actor });
      const failure = failures[contract.subject];
      return failure ? Promise.reject(failure) : Promise.resolve({});
    },
  };
  return { rpc: rpc as unknown as RpcClient, calls };
}

const seller: Actor = { userId: randomUUID(), role: 'venditore' };
const addebito = {
  amount: 5,
  reason: 'creazione-inserzione' as const,
  idempotencyKey: 'listing:create:x',
  fingerprint: 'f'.repeat(64),
  autoId: randomUUID(),
};

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as DomainError).code;
  }
  throw new Error('expected a failure');
}

describe('GettoniClient', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  it('debits the actor’s own balance, forwarding the actor', async () => {
    const { rpc, calls } = fakeRpc({});
    await new GettoniClient(rpc).debit(seller, 'c1', addebito);
    expect(calls).toEqual([{ subject: TOKENS.balance.debit.subject, data: { venditoreId: seller.userId, ...addebito }, actor: seller }]);
  });

  // An unknown outcome (INTERNAL) is given back by the caller, which knows whether another attempt used the debit.
  it.each(['INSUFFICIENT_TOKENS_CREATE', 'IDEMPOTENCY_KEY_REUSED', 'INTERNAL'] as const)('passes %s through, refunding nothing', async (code) => {
    const { rpc, calls } = fakeRpc({ [TOKENS.balance.debit.subject]: new DomainError(code) });
    expect(await codeOf(new GettoniClient(rpc).debit(seller, 'c1', addebito))).toBe(code);
    expect(calls.map((c) => c.subject)).toEqual([TOKENS.balance.debit.subject]);
  });

  it('never throws from a refund: nothing to give back, or a failure that is logged', async () => {
    for (const failure of [new DomainError('NOT_FOUND'), new DomainError('INTERNAL')]) {
      const { rpc } = fakeRpc({ [TOKENS.balance.refund.subject]: failure });
      await expect(new GettoniClient(rpc).refund(seller, 'c1', 'k')).resolves.toBeUndefined();
    }
    expect(Logger.prototype.error).toHaveBeenCalledTimes(1);
  });
});
