import { schemaDrift } from '@ricambiamo/testing';

describe('notifications database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('notifications')).toEqual([]);
  }, 60_000);
});
