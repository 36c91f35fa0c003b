import { schemaDrift } from '@ricambiamo/testing';

jest.setTimeout(60_000);

describe('imports schema', () => {
  it('matches its migrations, both ways', async () => {
    expect(await schemaDrift('imports')).toEqual([]);
  });
});
