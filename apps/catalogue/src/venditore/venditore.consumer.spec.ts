import { randomUUID } from 'node:crypto';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { consumerDeclarationOf } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { VenditoreConsumer } from './venditore.consumer';
import type { UserEvent, VenditoreLetto } from './venditore.event';

describe('VenditoreConsumer', () => {
  const userId = randomUUID();
  const tx = {} as Db<PrismaClient>;
  const event = (ruolo: 'venditore' | 'acquirente'): UserEvent => ({
    id: randomUUID(),
    subject: IDENTITY_EVENTS.userUpdated.subject,
    occurredAt: new Date().toISOString(),
    payload: { userId, nome: 'Mario', ruolo, nomeAttivita: null, iban: null },
  });

  function consumer() {
    const saved: [VenditoreLetto, unknown][] = [];
    const venditori = { save: (venditore: VenditoreLetto, db: unknown) => Promise.resolve(void saved.push([venditore, db])) };
    return { consumer: new VenditoreConsumer(venditori as never), saved };
  }

  it('follows identity’s user events under a stable durable name', () => {
    expect(consumerDeclarationOf(VenditoreConsumer)).toEqual({
      durable: 'catalogue-identity',
      events: [IDENTITY_EVENTS.userRegistered, IDENTITY_EVENTS.userUpdated],
    });
  });

  it('saves a seller in the transaction that records the event', async () => {
    const { consumer: c, saved } = consumer();
    await c.handle(event('venditore'), tx);
    expect(saved).toEqual([[{ id: userId, nome: 'Mario', nomeAttivita: null }, tx]]);
  });

  it('ignores buyers', async () => {
    const { consumer: c, saved } = consumer();
    await c.handle(event('acquirente'), tx);
    expect(saved).toEqual([]);
  });
});
