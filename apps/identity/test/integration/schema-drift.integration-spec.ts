import { schemaDrift } from '@ricambiamo/testing';

describe('identity database schema', () => {
  it('matches the Prisma models exactly once every migration is applied', async () => {
    expect(await schemaDrift('identity')).toEqual([]);
  }, 60_000);
});
