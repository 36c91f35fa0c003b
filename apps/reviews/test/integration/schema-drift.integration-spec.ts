import { schemaDrift } from '@ricambiamo/testing';

describe('reviews database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('reviews')).toEqual([]);
  }, 60_000);
});
