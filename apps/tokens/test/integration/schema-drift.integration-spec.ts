import { schemaDrift } from '@ricambiamo/testing';

describe('tokens database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('tokens')).toEqual([]);
  }, 60_000);
});
