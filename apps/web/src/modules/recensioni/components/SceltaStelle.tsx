import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';

interface SceltaStelleProps {
  etichetta: string;
  valore: number | undefined;
  onScegli: (stelle: number) => void;
  errore?: string;
}

const nome = (n: number) => (n === 1 ? '1 stella' : `${n} stelle`);

/** From 1 to 5 stars: a radio group, so arrows move and a screen reader says "4 stelle, selezionato". */
export function SceltaStelle({ etichetta, valore, onScegli, errore }: SceltaStelleProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={errore ? `${id}-errore` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{etichetta}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
            <input
              type="radio"
              name={id}
              value={n}
              checked={valore === n}
              onChange={() => onScegli(n)}
              className="sr-only"
              aria-label={nome(n)}
            />
            <Star aria-hidden className={clsx('size-7', valore !== undefined && n <= valore ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
          </label>
        ))}
      </div>
      {errore && (
        <p id={`${id}-errore`} className="mt-1 text-sm text-red-600">
          {errore}
        </p>
      )}
    </fieldset>
  );
}
