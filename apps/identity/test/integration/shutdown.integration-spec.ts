import { IDENTITY, IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { lastEvent } from '@ricambiamo/testing';
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
    const session = await h.call(IDENTITY.user.register, {
      nome: 'Marco Bianchi',
      email: 'marco@esempio.it',
      password: 'segretissima1',
      confermaPassword: 'segretissima1',
      ruolo: 'venditore',
    });
    await h.call(IDENTITY.password.requestReset, { email: 'marco@esempio.it', resetUrl: 'http://localhost:8080/update-password' });
    await h.app.close();

    expect(h.smtp.mails.map((mail) => mail.to)).toEqual([['marco@esempio.it']]);
    expect((await lastEvent(h.nats.url, IDENTITY_EVENTS.userRegistered)).userId).toBe(session.user.id);
  });
});
