import { formattaDurata } from './formatta-durata';

describe('formattaDurata', () => {
  it('writes hours, minutes and seconds the way a countdown reads', () => {
    expect(formattaDurata(24 * 3600 * 1000)).toBe('24 h 00 min 00 s');
    expect(formattaDurata((5 * 3600 + 7 * 60 + 9) * 1000 + 999)).toBe('5 h 07 min 09 s');
  });

  it('stops at zero once the time is up', () => {
    expect(formattaDurata(-5000)).toBe('0 h 00 min 00 s');
  });
});
