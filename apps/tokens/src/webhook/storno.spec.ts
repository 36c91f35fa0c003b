import { quotaRimborsata } from './storno';

describe('quotaRimborsata', () => {
  it('takes back the refunded share of the pack, rounded up', () => {
    expect(quotaRimborsata(25, 10_000, 30_000)).toBe(9);
    expect(quotaRimborsata(25, 15_000, 30_000)).toBe(13);
    expect(quotaRimborsata(100, 1, 75_000)).toBe(1);
    expect(quotaRimborsata(100, 37_500, 75_000)).toBe(50);
  });

  it('takes the whole pack for a full refund, and nothing for none', () => {
    expect(quotaRimborsata(500, 250_000, 250_000)).toBe(500);
    expect(quotaRimborsata(500, 0, 250_000)).toBe(0);
  });

  it('never takes more than the pack, whatever the charge says', () => {
    expect(quotaRimborsata(25, 40_000, 30_000)).toBe(25);
    expect(quotaRimborsata(25, 100, 0)).toBe(0);
  });
});
