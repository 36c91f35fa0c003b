import { randomUUID } from 'node:crypto';
import { CATALOGUE } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { failure, startServiceHarness } from '@ricambiamo/testing';
import { catalogue } from '../../src/main';
import { imageKey } from '../fixtures/catalogue-harness';

let h: ServiceHarness;

beforeAll(async () => {
  h = await startServiceHarness(catalogue, { database: 'ricambiamo_catalogue_immagini_test' });
}, 120_000);

afterAll(async () => {
  await h.close();
});

const listingWith = (immagini: string[]) =>
  h.sql(
    `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, immagini, updated_at)
     VALUES ($1, $2, 'Fiat', 'Punto', 2008, 180000, 75, 55, 1242, 'benzina', $3, now())`,
    [randomUUID(), randomUUID(), immagini],
  );

describe('catalogue.images.referenced', () => {
  it('answers which of the keys some listing shows, each once', async () => {
    const [front, back, shared, unused] = [imageKey(), imageKey(), imageKey(), imageKey()];
    await listingWith([front, shared]);
    await listingWith([shared, back]);
    const { referenced } = await h.call(CATALOGUE.images.referenced, { keys: [front, back, shared, unused] });
    expect(referenced.sort()).toEqual([front, back, shared].sort());
  });

  it('takes only image keys, at most 500 of them', async () => {
    expect((await failure(h.call(CATALOGUE.images.referenced, { keys: ['../etc/passwd'] }))).code).toBe('VALIDATION_FAILED');
    const tooMany = Array.from({ length: 501 }, imageKey);
    expect((await failure(h.call(CATALOGUE.images.referenced, { keys: tooMany }))).code).toBe('VALIDATION_FAILED');
  });
});
