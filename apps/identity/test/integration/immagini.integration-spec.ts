import { randomUUID } from 'node:crypto';
import { IDENTITY } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { failure } from '@ricambiamo/testing';
import { startIdentityHarness } from '../fixtures/identity-harness';

let h: ServiceHarness;

beforeAll(async () => {
  h = await startIdentityHarness('ricambiamo_identity_test_immagini');
});

afterAll(async () => {
  await h.close();
});

const imageKey = () => `${randomUUID()}.jpg`;

const sellerWith = (images: { logo?: string; banner?: string }) =>
  h.sql(
    `INSERT INTO users (id, email, password_hash, nome, ruolo, logo_image, banner_image, updated_at)
     VALUES ($1, $2, 'x', 'Mario Rossi', 'venditore', $3, $4, now())`,
    [randomUUID(), `${randomUUID()}@esempio.it`, images.logo ?? null, images.banner ?? null],
  );

describe('identity.images.referenced', () => {
  it('answers which of the keys are some seller’s logo or banner', async () => {
    const [logo, banner, otherLogo, unused] = [imageKey(), imageKey(), imageKey(), imageKey()];
    await sellerWith({ logo, banner });
    await sellerWith({ logo: otherLogo });
    const { referenced } = await h.call(IDENTITY.images.referenced, { keys: [logo, banner, otherLogo, unused] });
    expect(referenced.sort()).toEqual([logo, banner, otherLogo].sort());
  });

  it('takes only image keys, at most 500 of them', async () => {
    expect((await failure(h.call(IDENTITY.images.referenced, { keys: ['../etc/passwd'] }))).code).toBe('VALIDATION_FAILED');
    const tooMany = Array.from({ length: 501 }, imageKey);
    expect((await failure(h.call(IDENTITY.images.referenced, { keys: tooMany }))).code).toBe('VALIDATION_FAILED');
  });
});
