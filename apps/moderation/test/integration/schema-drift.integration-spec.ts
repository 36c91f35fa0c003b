import { schemaDrift } from '@ricambiamo/testing';

describe('moderation database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('moderation')).toEqual([]);
  }, 60_000);
});
