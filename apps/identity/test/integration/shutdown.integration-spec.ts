import type { EventEnvelope, SessionDto, UserRegisteredEvent } from '@ricambiamo/contracts';
import { EVENTS_STREAM, IDENTITY, IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { connect } from 'nats';
import type { IdentityHarness } from '../fixtures/identity-harness';
import { startIdentityHarness } from '../fixtures/identity-harness';

describe('graceful shutdown', () => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await startIdentityHarness('ricambiamo_identity_test_shutdown');
  });

  afterAll(async () => {
    await h.close();
  });

  it('finishes the reset e-mail and publishes committed events before the app stops', async () => {
    const session = await h.call<SessionDto>(IDENTITY.user.register, {
      nome: 'Marco Bianchi',
      email: 'marco@esempio.it',
      password: 'segreta1',
      confermaPassword: 'segreta1',
      ruolo: 'venditore',
    });
    await h.call(IDENTITY.password.requestReset, { email: 'marco@esempio.it', resetUrl: 'http://localhost:8080/update-password' });
    await h.app.close();

    expect(h.smtp.mails.map((mail) => mail.to)).toEqual([['marco@esempio.it']]);
    const nc = await connect({ servers: h.nats.url });
    try {
      const message = await (await nc.jetstreamManager()).streams.getMessage(EVENTS_STREAM.name, {
        last_by_subj: IDENTITY_EVENTS.userRegistered,
      });
      expect(message.json<EventEnvelope<UserRegisteredEvent>>().payload.userId).toBe(session.user.id);
    } finally {
      await nc.close();
    }
  });
});
