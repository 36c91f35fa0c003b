import { rpcTimeoutMs } from './common-env';

describe('rpcTimeoutMs', () => {
  it('gives every hop less than its caller, with room for a call and its compensation', () => {
    const budget = 5000;
    expect(rpcTimeoutMs(budget, 0)).toBe(5000);
    for (const depth of [1, 2, 3]) {
      expect(2 * rpcTimeoutMs(budget, depth)).toBeLessThan(rpcTimeoutMs(budget, depth - 1));
    }
  });
});
