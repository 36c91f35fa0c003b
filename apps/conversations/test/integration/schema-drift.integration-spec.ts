import { schemaDrift } from '@ricambiamo/testing';

describe('conversations database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('conversations')).toEqual([]);
  }, 60_000);
});
