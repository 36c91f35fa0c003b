import { randomUUID } from 'node:crypto';
import type { EventEnvelope, UserRegisteredEvent, UserUpdatedEvent } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { venditoreFromEvent } from './venditore.event';

const envelope = (subject: string, payload: unknown): EventEnvelope => ({
  id: randomUUID(),
  subject,
  occurredAt: new Date().toISOString(),
  payload,
});

describe('venditoreFromEvent', () => {
  const userId = randomUUID();

  it('keeps a registered seller with its business name', () => {
    const payload: UserRegisteredEvent = { userId, email: 'a@b.it', nome: 'Mario', ruolo: 'venditore', nomeAttivita: 'Autodemolizioni Rossi' };
    expect(venditoreFromEvent(envelope(IDENTITY_EVENTS.userRegistered, payload))).toEqual({
      id: userId,
      nome: 'Mario',
      nomeAttivita: 'Autodemolizioni Rossi',
    });
  });

  it('keeps an updated seller', () => {
    const payload: UserUpdatedEvent = { userId, nome: 'Mario Rossi', ruolo: 'venditore', nomeAttivita: null };
    expect(venditoreFromEvent(envelope(IDENTITY_EVENTS.userUpdated, payload))).toEqual({ id: userId, nome: 'Mario Rossi', nomeAttivita: null });
  });

  it('ignores buyers and other subjects', () => {
    const buyer: UserUpdatedEvent = { userId, nome: 'Anna', ruolo: 'acquirente', nomeAttivita: null };
    expect(venditoreFromEvent(envelope(IDENTITY_EVENTS.userUpdated, buyer))).toBeNull();
    expect(venditoreFromEvent(envelope('evt.identity.user.deleted', { userId }))).toBeNull();
  });

  it('fails on a malformed payload, so the consumer retries instead of recording a wrong seller', () => {
    expect(() => venditoreFromEvent(envelope(IDENTITY_EVENTS.userRegistered, { userId: 'x' }))).toThrow();
  });
});
