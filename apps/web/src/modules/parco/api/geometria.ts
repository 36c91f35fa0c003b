import { COLORE_AREA_DEFAULT, LATO_MASSIMO_PARCO, LATO_MINIMO_AREA, PALETTE_AREE } from '@ricambiamo/contracts';

export interface Punto {
  x: number;
  y: number;
}

export interface Rettangolo {
  posizioneX: number;
  posizioneY: number;
  larghezza: number;
  altezza: number;
}

/** What the keyboard changes with each press of an arrow key, in pixels. */
export const PASSO_TASTIERA = 10;

/** A pointer's place on the map: its client coordinates less the map's own corner, whatever the page's scroll. */
export const puntoNellaMappa = (evento: { clientX: number; clientY: number }, mappa: Pick<DOMRect, 'left' | 'top'>): Punto => ({
  x: evento.clientX - mappa.left,
  y: evento.clientY - mappa.top,
});

/** The rectangle between where the drag started and where it is now, in whichever direction it went. */
export const rettangoloDaPunti = (a: Punto, b: Punto): Rettangolo => ({
  posizioneX: Math.round(Math.max(0, Math.min(a.x, b.x))),
  posizioneY: Math.round(Math.max(0, Math.min(a.y, b.y))),
  larghezza: Math.round(Math.abs(b.x - a.x)),
  altezza: Math.round(Math.abs(b.y - a.y)),
});

const limita = (valore: number, minimo: number, massimo: number) => Math.min(massimo, Math.max(minimo, valore));

/**
 * An area as the map draws it: its place and sides held to what the service accepts today, its colour one of the
 * palette. An area stored before those checks (off the map, without a size, absurdly large, any colour) stays on the
 * map and within reach, and a move or an edit saves it back within them.
 */
export const areaSullaMappa = <A extends Rettangolo & { colore: string }>(area: A): A => ({
  ...area,
  posizioneX: limita(area.posizioneX, 0, LATO_MASSIMO_PARCO),
  posizioneY: limita(area.posizioneY, 0, LATO_MASSIMO_PARCO),
  larghezza: limita(area.larghezza, LATO_MINIMO_AREA, LATO_MASSIMO_PARCO),
  altezza: limita(area.altezza, LATO_MINIMO_AREA, LATO_MASSIMO_PARCO),
  colore: PALETTE_AREE.some((p) => p.colore === area.colore) ? area.colore : COLORE_AREA_DEFAULT,
});

/** docs/rules.md §6: a drawn area is at least 100 by 100 pixels. */
export const abbastanzaGrande = ({ larghezza, altezza }: Pick<Rettangolo, 'larghezza' | 'altezza'>) =>
  larghezza >= LATO_MINIMO_AREA && altezza >= LATO_MINIMO_AREA;

/** docs/rules.md §5: a dragged area lands centred on the pointer, never above or left of the map. */
export const posizioneCentrata = (punto: Punto, { larghezza, altezza }: Pick<Rettangolo, 'larghezza' | 'altezza'>) => ({
  posizioneX: Math.max(0, Math.round(punto.x - larghezza / 2)),
  posizioneY: Math.max(0, Math.round(punto.y - altezza / 2)),
});

const DIREZIONI: Record<string, Punto> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * An arrow key on a focused area: it moves by 10 pixels, clamped at 0, or with Shift grows and shrinks it by 10,
 * never below the minimum side. Null for any other key.
 */
export function rettangoloDaTasto(area: Rettangolo, tasto: string, maiuscolo: boolean): Rettangolo | null {
  const direzione = DIREZIONI[tasto];
  if (!direzione) return null;
  if (maiuscolo) {
    return {
      ...area,
      larghezza: Math.max(LATO_MINIMO_AREA, area.larghezza + direzione.x * PASSO_TASTIERA),
      altezza: Math.max(LATO_MINIMO_AREA, area.altezza + direzione.y * PASSO_TASTIERA),
    };
  }
  return {
    ...area,
    posizioneX: Math.max(0, area.posizioneX + direzione.x * PASSO_TASTIERA),
    posizioneY: Math.max(0, area.posizioneY + direzione.y * PASSO_TASTIERA),
  };
}

/** docs/rules.md §6 car search: a case-insensitive substring of the brand or the model. */
export function autoCorrisponde(auto: { marca: string; modello: string }, testo: string): boolean {
  const cercato = testo.trim().toLowerCase();
  if (!cercato) return false;
  return auto.marca.toLowerCase().includes(cercato) || auto.modello.toLowerCase().includes(cercato);
}

/** The first area, in the map's order, holding a car the search matches. */
export const primaAreaConAuto = <A extends { auto: readonly { marca: string; modello: string }[] }>(aree: readonly A[], testo: string) =>
  aree.find((area) => area.auto.some((auto) => autoCorrisponde(auto, testo)));
