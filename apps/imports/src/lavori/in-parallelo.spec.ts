import { inParallelo } from './in-parallelo';

const attesa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inParallelo', () => {
  it('does every element, never more than the given number at once, started in order', async () => {
    let inCorso = 0;
    let massimo = 0;
    const iniziati: number[] = [];
    await inParallelo([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      iniziati.push(n);
      massimo = Math.max(massimo, ++inCorso);
      await attesa(5 + (n % 3) * 5);
      inCorso--;
    });
    expect(iniziati).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(massimo).toBe(3);
  });

  it('starts nothing after a failure, lets the running ones end, then throws the first failure', async () => {
    const finiti: number[] = [];
    const lavoro = async (n: number) => {
      await attesa(n === 2 ? 1 : 20);
      if (n === 2) throw new Error('catalogue away');
      finiti.push(n);
    };
    await expect(inParallelo([1, 2, 3, 4, 5], 2, lavoro)).rejects.toThrow('catalogue away');
    // 1 was running when 2 failed, and ended; neither lane started 3.
    expect(finiti).toEqual([1]);
  });
});
