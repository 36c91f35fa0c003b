import type { CursoreScorta, ScortaDto } from '@ricambiamo/contracts';
import { scortaCompleta } from './scorta';
import { autoScorta } from './test/scorta';

describe('scortaCompleta', () => {
  it('reads page after page, each from the cursor the previous one gave, until none follows', async () => {
    const [a, b, c] = ['A', 'B', 'C'].map((codice) => autoScorta({ codiceInterno: codice }));
    const cursore = (id: string): CursoreScorta => ({ createdAt: '2026-11-29T10:00:00.000Z', id });
    const pagine = new Map<string, ScortaDto>([
      ['inizio', { auto: [a, b], prossimo: cursore(b.id) }],
      [b.id, { auto: [c], prossimo: null }],
    ]);
    const chieste: (CursoreScorta | null)[] = [];
    const auto = await scortaCompleta((dopo) => {
      chieste.push(dopo);
      return Promise.resolve(pagine.get(dopo?.id ?? 'inizio')!);
    });
    expect(auto.map((x) => x.codiceInterno)).toEqual(['A', 'B', 'C']);
    expect(chieste).toEqual([null, cursore(b.id)]);
  });
});
