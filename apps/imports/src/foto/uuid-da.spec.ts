import { z } from 'zod';
import { uuidDa } from './uuid-da';

describe('uuidDa', () => {
  it('gives the same valid UUID for the same text and another for any other text', () => {
    const a = uuidDa('venditore:riga 2');
    expect(uuidDa('venditore:riga 2')).toBe(a);
    expect(uuidDa('venditore:riga 3')).not.toBe(a);
    expect(z.uuid().safeParse(a).success).toBe(true);
    expect(a[14]).toBe('5');
  });
});
