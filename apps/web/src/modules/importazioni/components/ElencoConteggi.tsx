import clsx from 'clsx';
import type { Tono, VoceConteggio } from '../api/conteggi-importazione';

const TONI: Record<Tono, string> = {
  verde: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  blu: 'border-sky-200 bg-sky-50 text-sky-800',
  grigio: 'border-slate-200 bg-slate-50 text-slate-700',
  ambra: 'border-amber-200 bg-amber-50 text-amber-900',
  rosso: 'border-red-200 bg-red-50 text-red-800',
};

/** An import's counts side by side, each in the colour of what it counts, wrapping on a phone. */
export function ElencoConteggi({ etichetta, voci }: { etichetta: string; voci: VoceConteggio[] }) {
  return (
    <ul aria-label={etichetta} className="flex flex-wrap gap-2">
      {voci.map(({ testo, tono }) => (
        <li key={testo} className={clsx('rounded-full border px-3 py-1 text-sm font-semibold tabular-nums', TONI[tono])}>
          {testo}
        </li>
      ))}
    </ul>
  );
}
