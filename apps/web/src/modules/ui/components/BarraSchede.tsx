import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';

export interface Scheda<I extends string> {
  id: I;
  label: string;
  icona: LucideIcon;
}

/**
 * The tab chosen in the address (`?<parametro>=<id>`), the first one when the address names none or an unknown one: a
 * reload or a shared link opens the same tab. Choosing the first one leaves the address plain.
 */
export function useSchedaAttiva<I extends string>(schede: readonly Scheda<I>[], parametro: string): [I, (id: I) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const richiesta = searchParams.get(parametro);
  const attiva = schede.find((scheda) => scheda.id === richiesta)?.id ?? schede[0].id;
  const scegli = (id: I) => setSearchParams(id === schede[0].id ? {} : { [parametro]: id }, { replace: true });
  return [attiva, scegli];
}

interface BarraSchedeProps<I extends string> {
  schede: readonly Scheda<I>[];
  attiva: I;
  onScegli: (id: I) => void;
  /** The tab list's accessible name. */
  etichetta: string;
}

/** A row of tabs (the WAI-ARIA tabs pattern): each controls the panel with the id `pannello-<id>`; scrolls on a phone. */
export function BarraSchede<I extends string>({ schede, attiva, onScegli, etichetta }: BarraSchedeProps<I>) {
  return (
    <div role="tablist" aria-label={etichetta} className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {schede.map(({ id, label, icona: Icona }) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`scheda-${id}`}
          aria-selected={attiva === id}
          aria-controls={`pannello-${id}`}
          onClick={() => onScegli(id)}
          className={clsx(
            '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors sm:px-4',
            attiva === id ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
          )}
        >
          <Icona aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
