import { PALETTE_AREE } from '@ricambiamo/contracts';
import { toAreaDto } from './area.dto';
import { coloreACaso } from './aree.service';

describe('a new area', () => {
  it('takes each of the 8 palette colours with the same chance', () => {
    const colori = PALETTE_AREE.map((_, i) => coloreACaso(() => (i + 0.5) / PALETTE_AREE.length));
    expect(colori).toEqual(PALETTE_AREE.map((p) => p.colore));
    expect(coloreACaso(() => 0.999_999)).toBe('#6B7280');
  });
});

describe('toAreaDto', () => {
  it('spells out the cars in assignment order and keeps the seller id out', () => {
    const createdAt = new Date('2026-11-22T10:00:00.000Z');
    const auto = { id: 'a1', marca: 'Fiat', modello: 'Panda' };
    // What the seller drew, the same in the row and in the DTO.
    const disegno = { nome: 'Area 1', descrizione: null, posizioneX: 0, posizioneY: 40, larghezza: 100, altezza: 120, colore: '#3B82F6' };
    const area = { id: 'x', venditoreId: 'segreto', ...disegno, createdAt, posti: [{ autoId: 'a1', areaId: 'x', assegnataIl: createdAt, auto }] };
    expect(toAreaDto(area)).toEqual({ id: 'x', ...disegno, createdAt: '2026-11-22T10:00:00.000Z', auto: [auto] });
  });
});
