import { randomUUID } from 'node:crypto';
import type { UserRegisteredEvent, UserUpdatedEvent } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { consumerDeclarationOf } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { VenditoreConsumer } from './venditore.consumer';
import type { VenditoreLetto } from './venditore.repository';

/** The events as the consumer hands them over, payloads already parsed by identity's schemas. */
const registered = (payload: UserRegisteredEvent) => ({
  id: randomUUID(),
  subject: IDENTITY_EVENTS.userRegistered.subject,
  occurredAt: new Date().toISOString(),
  payload: IDENTITY_EVENTS.userRegistered.payload.parse(payload),
});
const updated = (payload: UserUpdatedEvent) => ({
  id: randomUUID(),
  subject: IDENTITY_EVENTS.userUpdated.subject,
  occurredAt: new Date().toISOString(),
  payload: IDENTITY_EVENTS.userUpdated.payload.parse(payload),
});

describe('VenditoreConsumer', () => {
  const userId = randomUUID();
  const tx = {} as Db<PrismaClient>;

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

  it('saves a registered seller with its business name, in the transaction that records the event', async () => {
    const { consumer: c, saved } = consumer();
    await c.handle(registered({ userId, email: 'a@b.it', nome: 'Mario', ruolo: 'venditore', nomeAttivita: 'Autodemolizioni Rossi' }), tx);
    // Just registered: no trader's data yet, so no listing until they are given.
    expect(saved).toEqual([[{ id: userId, nome: 'Mario', nomeAttivita: 'Autodemolizioni Rossi', tracciabile: false }, tx]]);
  });

  it('saves an updated seller', async () => {
    const { consumer: c, saved } = consumer();
    await c.handle(updated({ userId, nome: 'Mario Rossi', ruolo: 'venditore', nomeAttivita: null, tracciabile: true }), tx);
    expect(saved).toEqual([[{ id: userId, nome: 'Mario Rossi', nomeAttivita: null, tracciabile: true }, tx]]);
  });

  it('ignores buyers, registered or updated', async () => {
    const { consumer: c, saved } = consumer();
    await c.handle(registered({ userId, email: 'a@b.it', nome: 'Anna', ruolo: 'acquirente', nomeAttivita: null }), tx);
    await c.handle(updated({ userId, nome: 'Anna', ruolo: 'acquirente', nomeAttivita: null }), tx);
    expect(saved).toEqual([]);
  });
});
