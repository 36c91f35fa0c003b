import { schemaDrift } from '@ricambiamo/testing';

describe('orders database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('orders')).toEqual([]);
  }, 60_000);
});
