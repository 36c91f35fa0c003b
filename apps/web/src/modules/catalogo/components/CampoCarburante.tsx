import { CARBURANTI } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { useId, type SelectHTMLAttributes } from 'react';
import { ETICHETTA_CARBURANTE } from '../api/etichette';

interface CampoCarburanteProps extends SelectHTMLAttributes<HTMLSelectElement> {
  error?: string;
}

/** "Carburante" of a car's form (the listing's, the garage's): the fuels with their labels, its error under it. */
export function CampoCarburante({ error, className, id, ...select }: CampoCarburanteProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const erroreId = `${selectId}-errore`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-700">
        Carburante
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? erroreId : undefined}
        className={clsx(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2',
          error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
        )}
        {...select}
      >
        <option value="">Seleziona…</option>
        {CARBURANTI.map((carburante) => (
          <option key={carburante} value={carburante}>
            {ETICHETTA_CARBURANTE[carburante]}
          </option>
        ))}
      </select>
      {error && (
        <p id={erroreId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
