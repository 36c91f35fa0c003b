import clsx from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
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

const conteggio = (n: number) => (n === 1 ? '1 auto assegnata' : `${n} auto assegnate`);

/** One area of the map: a coloured rectangle a keyboard user can reach, open, move and resize too. */
export function AreaRettangolo({ area, rettangolo, modalita, evidenziata, idIstruzioni, onApri, onModifica, onElimina, onTastiera }: AreaRettangoloProps) {
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
        'absolute flex flex-col overflow-hidden rounded-lg border-2 p-2 text-left shadow-sm outline-none transition-shadow',
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
      <div className="flex items-start justify-between gap-1">
        <p className="min-w-0 truncate text-sm font-semibold text-slate-900">{area.nome}</p>
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
      <p className="mt-auto text-xs font-medium text-slate-800">{conteggio(area.auto.length)}</p>
    </div>
  );
}
