import { COLORE_AREA_DEFAULT } from '@ricambiamo/contracts';
import {
  abbastanzaGrande,
  areaSullaMappa,
  autoCorrisponde,
  posizioneCentrata,
  primaAreaConAuto,
  puntoNellaMappa,
  rettangoloDaPunti,
  rettangoloDaTasto,
} from './geometria';

const area = { posizioneX: 40, posizioneY: 5, larghezza: 150, altezza: 100 };

describe('yard geometry', () => {
  it('draws an area stored before the checks on the map: from 0, sides 100 to 20000, a colour of the palette', () => {
    expect(areaSullaMappa({ posizioneX: -300, posizioneY: 2_147_483_647, larghezza: 0, altezza: 2_147_483_647, colore: 'red; x: y' })).toEqual({
      posizioneX: 0,
      posizioneY: 20_000,
      larghezza: 100,
      altezza: 20_000,
      colore: COLORE_AREA_DEFAULT,
    });
    const valida = { ...area, colore: '#EF4444' };
    expect(areaSullaMappa(valida)).toEqual(valida);
  });

  it('places a pointer relative to the map corner', () => {
    expect(puntoNellaMappa({ clientX: 250, clientY: 330 }, { left: 200, top: 300 })).toEqual({ x: 50, y: 30 });
  });

  it('builds the rectangle between two points in any drag direction', () => {
    expect(rettangoloDaPunti({ x: 10, y: 20 }, { x: 130.4, y: 150.6 })).toEqual({ posizioneX: 10, posizioneY: 20, larghezza: 120, altezza: 131 });
    expect(rettangoloDaPunti({ x: 300, y: 200 }, { x: 100, y: 50 })).toEqual({ posizioneX: 100, posizioneY: 50, larghezza: 200, altezza: 150 });
    expect(rettangoloDaPunti({ x: -20, y: 10 }, { x: 90, y: 40 }).posizioneX).toBe(0);
  });

  it('accepts an area only from 100 by 100 pixels', () => {
    expect(abbastanzaGrande({ larghezza: 100, altezza: 100 })).toBe(true);
    expect(abbastanzaGrande({ larghezza: 99, altezza: 300 })).toBe(false);
    expect(abbastanzaGrande({ larghezza: 300, altezza: 99 })).toBe(false);
  });

  it('centres a dragged area on the pointer, clamped at 0', () => {
    expect(posizioneCentrata({ x: 300, y: 200 }, { larghezza: 150, altezza: 100 })).toEqual({ posizioneX: 225, posizioneY: 150 });
    expect(posizioneCentrata({ x: 20, y: 10 }, { larghezza: 150, altezza: 100 })).toEqual({ posizioneX: 0, posizioneY: 0 });
  });

  it('moves by 10 pixels with the arrows, clamped at 0', () => {
    expect(rettangoloDaTasto(area, 'ArrowRight', false)).toEqual({ ...area, posizioneX: 50 });
    expect(rettangoloDaTasto(area, 'ArrowDown', false)).toEqual({ ...area, posizioneY: 15 });
    expect(rettangoloDaTasto(area, 'ArrowUp', false)).toEqual({ ...area, posizioneY: 0 });
    expect(rettangoloDaTasto(area, 'Enter', false)).toBeNull();
  });

  it('resizes by 10 pixels with Shift and the arrows, never below 100', () => {
    expect(rettangoloDaTasto(area, 'ArrowRight', true)).toEqual({ ...area, larghezza: 160 });
    expect(rettangoloDaTasto(area, 'ArrowLeft', true)).toEqual({ ...area, larghezza: 140 });
    expect(rettangoloDaTasto(area, 'ArrowUp', true)).toEqual({ ...area, altezza: 100 });
    expect(rettangoloDaTasto(area, 'ArrowDown', true)).toEqual({ ...area, altezza: 110 });
  });

  it('matches cars on brand or model, ignoring case, and finds the first area holding one', () => {
    const panda = { marca: 'Fiat', modello: 'Panda' };
    expect(autoCorrisponde(panda, 'PAN')).toBe(true);
    expect(autoCorrisponde(panda, 'fi')).toBe(true);
    expect(autoCorrisponde(panda, 'golf')).toBe(false);
    expect(autoCorrisponde(panda, '  ')).toBe(false);
    const aree = [
      { id: 'a', auto: [{ marca: 'VW', modello: 'Golf' }] },
      { id: 'b', auto: [panda] },
      { id: 'c', auto: [{ marca: 'Fiat', modello: 'Punto' }] },
    ];
    expect(primaAreaConAuto(aree, 'fiat')?.id).toBe('b');
    expect(primaAreaConAuto(aree, 'lancia')).toBeUndefined();
  });
});
