import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  it('recognises a unique key broken through Prisma and through pg alike', () => {
    expect(isUniqueViolation({ code: 'P2002' })).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    for (const error of [{ code: '23503' }, { code: 'P2025' }, new Error('23505'), null, '23505', undefined]) {
      expect(isUniqueViolation(error)).toBe(false);
    }
  });
});
