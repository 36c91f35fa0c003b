import { GRIGLIA_PARCO } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { useId, useRef, useState, type PointerEvent } from 'react';
import type { AreaParco } from '../api/area-parco';
import { abbastanzaGrande, posizioneCentrata, puntoNellaMappa, rettangoloDaPunti, type Punto, type Rettangolo } from '../api/geometria';
import type { Modalita } from '../api/modalita';
import { AreaRettangolo } from './AreaRettangolo';

interface MappaParcoProps {
  aree: AreaParco[];
  modalita: Modalita;
  evidenziata: string | undefined;
  onDisegnata: (rettangolo: Rettangolo) => void;
  onSpostata: (area: AreaParco, posizione: Pick<Rettangolo, 'posizioneX' | 'posizioneY'>) => void;
  onTastiera: (area: AreaParco, nuovo: Rettangolo) => void;
  onApri: (area: AreaParco) => void;
  onModifica: (area: AreaParco) => void;
  onElimina: (area: AreaParco) => void;
}

type Gesto =
  | { tipo: 'disegno'; inizio: Punto; fine: Punto }
  | { tipo: 'spostamento'; area: AreaParco; posizioneX: number; posizioneY: number };

/** Room beyond the farthest area, so there is always free ground to draw on or drag into. */
const MARGINE = 200;

const griglia = {
  backgroundImage: 'linear-gradient(to right, #e2e8f0 1px, transparent 1px), linear-gradient(to bottom, #e2e8f0 1px, transparent 1px)',
  backgroundSize: `${GRIGLIA_PARCO}px ${GRIGLIA_PARCO}px`,
};

/**
 * docs/rules.md §5 yard canvas, on plain elements and pointer events (docs/architecture.md#yard-map): one code path for mouse, pen and touch.
 * The pointer is captured while drawing or dragging, so a finger straying over an area keeps the gesture; a drawing
 * dragged past the map's edge still ends there (docs/rules.md §5).
 */
export function MappaParco({ aree, modalita, evidenziata, onDisegnata, onSpostata, onTastiera, onApri, onModifica, onElimina }: MappaParcoProps) {
  const mappa = useRef<HTMLDivElement>(null);
  const idIstruzioni = useId();
  // The ref drives the gesture (events can come faster than renders); the state draws it.
  const gestoCorrente = useRef<Gesto | null>(null);
  const [gesto, setGesto] = useState<Gesto | null>(null);

  const aggiorna = (nuovo: Gesto | null) => {
    gestoCorrente.current = nuovo;
    setGesto(nuovo);
  };

  const misura = () => mappa.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };

  const termina = () => {
    const corrente = gestoCorrente.current;
    if (!corrente) return;
    aggiorna(null);
    if (corrente.tipo === 'disegno') onDisegnata(rettangoloDaPunti(corrente.inizio, corrente.fine));
    else onSpostata(corrente.area, { posizioneX: corrente.posizioneX, posizioneY: corrente.posizioneY });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || modalita === 'normale') return;
    const bersaglio = event.target as Element;
    if (bersaglio.closest('button')) return;
    const punto = puntoNellaMappa(event, misura());
    if (modalita === 'disegno') {
      aggiorna({ tipo: 'disegno', inizio: punto, fine: punto });
    } else {
      const area = aree.find((a) => a.id === bersaglio.closest<HTMLElement>('[data-area-id]')?.dataset.areaId);
      if (!area) return;
      aggiorna({ tipo: 'spostamento', area, ...posizioneCentrata(punto, area) });
    }
    event.preventDefault();
    // jsdom and some old browsers have no pointer capture; the gesture still works without it.
    if (typeof event.currentTarget.setPointerCapture === 'function') event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const corrente = gestoCorrente.current;
    if (!corrente) return;
    const rect = misura();
    const punto = puntoNellaMappa(event, rect);
    if (corrente.tipo === 'spostamento') {
      aggiorna({ ...corrente, ...posizioneCentrata(punto, corrente.area) });
      return;
    }
    aggiorna({ ...corrente, fine: punto });
    const fuori = punto.x < 0 || punto.y < 0 || punto.x > rect.width || punto.y > rect.height;
    if (fuori) termina();
  };

  /** Release, or leaving the map: the gesture ends where the pointer is. */
  const onFine = (event: PointerEvent<HTMLDivElement>) => {
    const corrente = gestoCorrente.current;
    if (!corrente) return;
    const punto = puntoNellaMappa(event, misura());
    gestoCorrente.current =
      corrente.tipo === 'disegno' ? { ...corrente, fine: punto } : { ...corrente, ...posizioneCentrata(punto, corrente.area) };
    termina();
  };

  const onPointerCancel = () => aggiorna(null);

  const larghezza = Math.max(0, ...aree.map((a) => a.posizioneX + a.larghezza)) + MARGINE;
  const altezza = Math.max(0, ...aree.map((a) => a.posizioneY + a.altezza)) + MARGINE;
  const disegno = gesto?.tipo === 'disegno' ? rettangoloDaPunti(gesto.inizio, gesto.fine) : null;

  return (
    <div className="h-[max(600px,calc(100vh-16rem))] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <p id={idIstruzioni} className="sr-only">
        Invio per gestire le auto, frecce per spostare l&apos;area di 10 pixel, Maiusc e frecce per ridimensionarla.
      </p>
      <div
        ref={mappa}
        data-testid="mappa-parco"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onFine}
        onPointerLeave={onFine}
        onPointerCancel={onPointerCancel}
        // A finger pans the map in normal mode; while drawing or moving it draws or drags instead of scrolling.
        className={clsx('relative min-h-full min-w-full select-none', modalita !== 'normale' && 'touch-none', modalita === 'disegno' && 'cursor-crosshair')}
        style={{ ...griglia, width: larghezza, height: altezza }}
      >
        {aree.map((area) => (
          <AreaRettangolo
            key={area.id}
            area={area}
            rettangolo={gesto?.tipo === 'spostamento' && gesto.area.id === area.id ? { ...area, posizioneX: gesto.posizioneX, posizioneY: gesto.posizioneY } : area}
            modalita={modalita}
            evidenziata={evidenziata === area.id}
            idIstruzioni={idIstruzioni}
            onApri={onApri}
            onModifica={onModifica}
            onElimina={onElimina}
            onTastiera={onTastiera}
          />
        ))}
        {disegno && (
          <div
            aria-hidden
            data-testid="area-in-disegno"
            className={clsx(
              'pointer-events-none absolute rounded-lg border-2 border-dashed',
              abbastanzaGrande(disegno)
                ? 'border-brand-600 bg-brand-100/40'
                : 'border-red-400 bg-red-100/40',
            )}
            style={{ left: disegno.posizioneX, top: disegno.posizioneY, width: disegno.larghezza, height: disegno.altezza }}
          />
        )}
      </div>
    </div>
  );
}
