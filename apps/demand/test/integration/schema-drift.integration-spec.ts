import { schemaDrift } from '@ricambiamo/testing';

describe('demand database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('demand')).toEqual([]);
  }, 60_000);
});
