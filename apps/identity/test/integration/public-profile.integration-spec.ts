import { randomUUID } from 'node:crypto';
import { IDENTITY, ORARI_DEFAULT } from '@ricambiamo/contracts';
import { failure } from '@ricambiamo/testing';
import type { IdentityHarness } from '../fixtures/identity-harness';
import { startIdentityHarness } from '../fixtures/identity-harness';

let h: IdentityHarness;

const register = (email: string, ruolo: 'acquirente' | 'venditore') =>
  h.call(IDENTITY.user.register, { nome: 'Mario Rossi', email, password: 'segretissima1', confermaPassword: 'segretissima1', ruolo });
const publicProfile = (venditoreId: string) => h.call(IDENTITY.seller.publicProfile, { venditoreId });

// A fresh database and a service take more than Jest's default 5 s on a loaded machine.
beforeAll(async () => {
  h = await startIdentityHarness('ricambiamo_identity_test_public_profile');
}, 60_000);

afterAll(async () => {
  await h.close();
});

describe('public seller profile', () => {
  it('shows anyone the seller’s business data and contacts, never the IBAN or VAT number', async () => {
    const { user } = await register('demolizioni@esempio.it', 'venditore');
    await h.sql(
      `UPDATE users SET nome_attivita = 'Autodemolizioni Rossi', telefono = '0612345678', citta = 'Roma', provincia = 'RM',
         descrizione = 'Dal 1980', logo_image = 'logo.png', iban = 'IT60X0542811101000000123456', partita_iva = '12345678901'
       WHERE id = $1`,
      [user.id],
    );
    expect(await publicProfile(user.id)).toEqual({
      id: user.id,
      nome: 'Mario Rossi',
      nomeAttivita: 'Autodemolizioni Rossi',
      email: 'demolizioni@esempio.it',
      telefono: '0612345678',
      indirizzo: null,
      citta: 'Roma',
      cap: null,
      provincia: 'RM',
      descrizione: 'Dal 1980',
      orari: ORARI_DEFAULT,
      bannerImage: null,
      logoImage: 'logo.png',
      // Member since (docs/rules.md §3.17): when the account was registered.
      createdAt: user.createdAt,
      // The trader's data (art. 30 DSA) show once all are given.
      commerciante: null,
    });
  });

  it('answers SELLER_NOT_FOUND for a buyer and for an unknown id', async () => {
    const { user } = await register('acquirente@esempio.it', 'acquirente');
    expect((await failure(publicProfile(user.id))).code).toBe('SELLER_NOT_FOUND');
    expect((await failure(publicProfile(randomUUID()))).code).toBe('SELLER_NOT_FOUND');
  });

  it('rejects an id that is not a UUID', async () => {
    expect((await failure(publicProfile('non-un-id'))).code).toBe('VALIDATION_FAILED');
  });
});
