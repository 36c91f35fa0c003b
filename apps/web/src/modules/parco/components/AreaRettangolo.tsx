import clsx from 'clsx';
import { conteggio } from '@ricambiamo/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AreaParco } from '../api/area-parco';
import { rettangoloDaTasto, type Rettangolo } from '../api/geometria';
import type { Modalita } from '../api/modalita';

interface AreaRettangoloProps {
  area: AreaParco;
  /** Where it shows: its saved place, or where it is being dragged. */
  rettangolo: Rettangolo;
  modalita: Modalita;
  evidenziata: boolean;
  idIstruzioni: string;
  onApri: (area: AreaParco) => void;
  onModifica: (area: AreaParco) => void;
  onElimina: (area: AreaParco) => void;
  onTastiera: (area: AreaParco, nuovo: Rettangolo) => void;
}

const azione =
  'inline-flex size-8 items-center justify-center rounded-md bg-white/80 text-slate-700 shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * Narrower than this, the name has a row of its own above the buttons: beside them, a 100 to 200 px wide area showed
 * two letters of it ("Ar…").
 */
const LARGHEZZA_AZIONI_A_FIANCO = 200;


/** One area of the map: a coloured rectangle a keyboard user can reach, open, move and resize too. */
export function AreaRettangolo({ area, rettangolo, modalita, evidenziata, idIstruzioni, onApri, onModifica, onElimina, onTastiera }: AreaRettangoloProps) {
  const nome = useRef<HTMLParagraphElement>(null);
  // A name cut short is shown whole above the area while it has the keyboard's focus; a mouse has the title.
  const [troncato, setTroncato] = useState(false);
  const stretta = rettangolo.larghezza < LARGHEZZA_AZIONI_A_FIANCO;
  useLayoutEffect(() => {
    const elemento = nome.current;
    setTroncato(elemento !== null && elemento.scrollWidth > elemento.clientWidth);
  }, [area.nome, rettangolo.larghezza]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The edit and delete buttons inside handle their own keys.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onApri(area);
      return;
    }
    const nuovo = rettangoloDaTasto(area, event.key, event.shiftKey);
    if (!nuovo) return;
    event.preventDefault();
    onTastiera(area, nuovo);
  };

  return (
    <div
      data-area-id={area.id}
      data-evidenziata={evidenziata || undefined}
      role="group"
      aria-label={area.nome}
      aria-describedby={idIstruzioni}
      tabIndex={0}
      onClick={() => modalita === 'normale' && onApri(area)}
      onKeyDown={onKeyDown}
      className={clsx(
        'group absolute rounded-lg border-2 p-2 text-left shadow-sm outline-none transition-shadow',
        'focus-visible:ring-4 focus-visible:ring-brand-600/60',
        modalita === 'spostamento' ? 'cursor-move' : modalita === 'disegno' ? 'cursor-crosshair' : 'cursor-pointer',
        evidenziata && 'z-10 ring-4 ring-amber-400',
      )}
      style={{
        left: rettangolo.posizioneX,
        top: rettangolo.posizioneY,
        width: rettangolo.larghezza,
        height: rettangolo.altezza,
        borderColor: area.colore,
        // The area's colour at 20% opacity, so the grid and the text stay readable.
        backgroundColor: `${area.colore}33`,
      }}
    >
      {troncato && (
        <span
          aria-hidden
          className={clsx(
            'pointer-events-none absolute left-0 z-30 hidden w-max max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs font-medium break-words text-white shadow-lg group-focus-visible:block group-has-[:focus-visible]:block',
            // Above the area, unless that is off the top of the map.
            rettangolo.posizioneY < 40 ? 'top-full mt-1' : 'bottom-full mb-1',
          )}
        >
          {area.nome}
        </span>
      )}
      <div className="flex h-full flex-col overflow-hidden">
        <div className={clsx('flex gap-1', stretta ? 'flex-col' : 'items-start justify-between')}>
          <p ref={nome} title={area.nome} className="min-w-0 truncate text-sm font-semibold text-slate-900">
            {area.nome}
          </p>
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              className={azione}
              aria-label={`Modifica ${area.nome}`}
              title="Modifica"
              onClick={(event) => {
                event.stopPropagation();
                onModifica(area);
              }}
            >
              <Pencil aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className={clsx(azione, 'hover:text-red-700')}
              aria-label={`Elimina ${area.nome}`}
              title="Elimina"
              onClick={(event) => {
                event.stopPropagation();
                onElimina(area);
              }}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </div>
        </div>
        {area.descrizione && <p className="mt-0.5 line-clamp-2 text-xs text-slate-700">{area.descrizione}</p>}
        <p className="mt-auto text-xs font-medium text-slate-800">{conteggio(area.auto.length, 'auto assegnata', 'auto assegnate')}</p>
      </div>
    </div>
  );
}
