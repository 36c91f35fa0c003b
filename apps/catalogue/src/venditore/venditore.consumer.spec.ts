import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { NatsConnection } from 'nats';
import type { PrismaClient } from '../generated/prisma/client';
import { VenditoreConsumer } from './venditore.consumer';
import type { VenditoreLetto } from './venditore.event';
import type { VenditoreRepository } from './venditore.repository';

const envelope = (subject: string, payload: unknown): EventEnvelope => ({
  id: randomUUID(),
  subject,
  occurredAt: new Date().toISOString(),
  payload,
});

/** The consumer over a database whose transactions only count themselves and report every id as new. */
function consumer() {
  const saved: VenditoreLetto[] = [];
  const transactions = { count: 0 };
  const tx = { $executeRawUnsafe: () => Promise.resolve(1) };
  const prisma = {
    $transaction: <R>(fn: (client: typeof tx) => Promise<R>) => {
      transactions.count += 1;
      return fn(tx);
    },
  };
  const venditori = { save: (venditore: VenditoreLetto) => Promise.resolve(void saved.push(venditore)) };
  const { consumer } = new VenditoreConsumer(
    prisma as unknown as PrismaClient,
    {} as NatsConnection,
    venditori as unknown as VenditoreRepository,
  );
  return { consumer, saved, transactions };
}

describe('VenditoreConsumer', () => {
  const userId = randomUUID();

  it('records a registered seller in the transaction that marks the event applied', async () => {
    const { consumer: c, saved, transactions } = consumer();
    const payload = { userId, email: 'a@b.it', nome: 'Mario', ruolo: 'venditore', nomeAttivita: null };
    expect(await c.apply(envelope(IDENTITY_EVENTS.userRegistered.subject, payload))).toBe(true);
    expect(saved).toEqual([{ id: userId, nome: 'Mario', nomeAttivita: null }]);
    expect(transactions.count).toBe(1);
  });

  it('skips identity subjects it does not follow', async () => {
    const { consumer: c, saved, transactions } = consumer();
    expect(await c.apply(envelope('evt.identity.user.deleted', { userId }))).toBe(false);
    expect(saved).toEqual([]);
    expect(transactions.count).toBe(0);
  });

  it('fails on a malformed payload, so the event is retried instead of recording a wrong seller', async () => {
    const { consumer: c, saved } = consumer();
    await expect(c.apply(envelope(IDENTITY_EVENTS.userRegistered.subject, { userId: 'x' }))).rejects.toThrow();
    expect(saved).toEqual([]);
  });
});
