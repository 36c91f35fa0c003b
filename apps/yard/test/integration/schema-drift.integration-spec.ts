import { schemaDrift } from '@ricambiamo/testing';

describe('yard database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('yard')).toEqual([]);
  }, 60_000);
});
