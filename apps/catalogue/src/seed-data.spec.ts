import { DEMO_VENDITORI, imageKeyFor, inserzioneSchema, MAX_IMMAGINI_INSERZIONE } from '@ricambiamo/contracts';
import { INSERZIONI_DEMO } from './seed-data';

describe('INSERZIONI_DEMO', () => {
  it('are valid listings of the demo sellers, as the seed writes them', () => {
    const venditori = new Set<string>(DEMO_VENDITORI.map((v) => v.id));
    for (const demo of INSERZIONI_DEMO) {
      expect(venditori.has(demo.venditoreId)).toBe(true);
      expect(demo.foto.length).toBeGreaterThanOrEqual(3);
      expect(demo.foto.length).toBeLessThanOrEqual(MAX_IMMAGINI_INSERZIONE);
      const immagini = demo.foto.map((id) => imageKeyFor(id, 'jpeg'));
      expect(() => inserzioneSchema.parse({ ...demo.dati, immagini })).not.toThrow();
      expect(demo.dati.ricambi.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('use ids of their own, so re-runs find what an earlier run wrote', () => {
    const ids = INSERZIONI_DEMO.flatMap((demo) => [demo.id, ...demo.foto]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
