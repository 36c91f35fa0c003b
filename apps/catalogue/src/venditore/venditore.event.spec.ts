import { randomUUID } from 'node:crypto';
import type { UserRegisteredEvent, UserUpdatedEvent } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { UserEvent } from './venditore.event';
import { venditoreFromEvent } from './venditore.event';

/** The events as the consumer hands them over, payloads already parsed by identity's schemas. */
const registered = (payload: UserRegisteredEvent): UserEvent => ({
  id: randomUUID(),
  subject: IDENTITY_EVENTS.userRegistered.subject,
  occurredAt: new Date().toISOString(),
  payload: IDENTITY_EVENTS.userRegistered.payload.parse(payload),
});
const updated = (payload: UserUpdatedEvent): UserEvent => ({
  id: randomUUID(),
  subject: IDENTITY_EVENTS.userUpdated.subject,
  occurredAt: new Date().toISOString(),
  payload: IDENTITY_EVENTS.userUpdated.payload.parse(payload),
});

describe('venditoreFromEvent', () => {
  const userId = randomUUID();

  it('keeps a registered seller with its business name', () => {
    const event = registered({ userId, email: 'a@b.it', nome: 'Mario', ruolo: 'venditore', nomeAttivita: 'Autodemolizioni Rossi' });
    expect(venditoreFromEvent(event)).toEqual({ id: userId, nome: 'Mario', nomeAttivita: 'Autodemolizioni Rossi' });
  });

  it('keeps an updated seller', () => {
    const event = updated({ userId, nome: 'Mario Rossi', ruolo: 'venditore', nomeAttivita: null });
    expect(venditoreFromEvent(event)).toEqual({ id: userId, nome: 'Mario Rossi', nomeAttivita: null });
  });

  it('ignores buyers, registered or updated', () => {
    expect(venditoreFromEvent(registered({ userId, email: 'a@b.it', nome: 'Anna', ruolo: 'acquirente', nomeAttivita: null }))).toBeNull();
    expect(venditoreFromEvent(updated({ userId, nome: 'Anna', ruolo: 'acquirente', nomeAttivita: null }))).toBeNull();
  });
});
