import { prossimoRiepilogo } from './orario';

const prossimo = (utc: string) => prossimoRiepilogo(new Date(utc)).toISOString();

describe('prossimoRiepilogo', () => {
  it('is 8:00 in Rome: 07:00 UTC in winter, 06:00 UTC in summer', () => {
    expect(prossimo('2026-01-15T03:00:00Z')).toBe('2026-01-15T07:00:00.000Z');
    expect(prossimo('2026-07-15T03:00:00Z')).toBe('2026-07-15T06:00:00.000Z');
  });

  it('is the next morning once this morning\'s is past, or exactly now', () => {
    expect(prossimo('2026-01-15T07:00:00Z')).toBe('2026-01-16T07:00:00.000Z');
    expect(prossimo('2026-01-15T22:30:00Z')).toBe('2026-01-16T07:00:00.000Z');
  });

  it('takes the Italian date, not the UTC one, just after midnight in Rome', () => {
    // 00:30 in Rome on 16 January is 23:30 UTC on the 15th: the digest is that same Italian morning.
    expect(prossimo('2026-01-15T23:30:00Z')).toBe('2026-01-16T07:00:00.000Z');
    expect(prossimo('2026-07-15T22:30:00Z')).toBe('2026-07-16T06:00:00.000Z');
  });

  it('follows the clocks on the days they change', () => {
    // Summer time begins on 28 March 2027 at 02:00: that morning's 8:00 is already 06:00 UTC.
    expect(prossimo('2027-03-27T07:00:00Z')).toBe('2027-03-28T06:00:00.000Z');
    expect(prossimo('2027-03-28T06:00:00Z')).toBe('2027-03-29T06:00:00.000Z');
    // It ends on 25 October 2026 at 03:00: that morning's 8:00 is 07:00 UTC again.
    expect(prossimo('2026-10-24T06:00:00Z')).toBe('2026-10-25T07:00:00.000Z');
    expect(prossimo('2026-10-25T07:00:00Z')).toBe('2026-10-26T07:00:00.000Z');
  });
});
