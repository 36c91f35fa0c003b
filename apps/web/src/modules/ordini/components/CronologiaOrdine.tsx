import clsx from 'clsx';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { etichettaPassaggio } from '../api/etichetta-passaggio';
import type { PassaggioStato } from '../api/ordine';

const PALLINO: Record<PassaggioStato['stato'], string> = {
  pending: 'bg-amber-400',
  processing: 'bg-sky-500',
  completed: 'bg-emerald-500',
  cancelled: 'bg-slate-400',
};

/** Every status the order went through, oldest first, with when. */
export function CronologiaOrdine({ cronologia }: { cronologia: PassaggioStato[] }) {
  return (
    <section aria-label="Cronologia">
      <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Cronologia</h4>
      <ol className="mt-2 space-y-2">
        {cronologia.map((passaggio) => (
          <li key={`${passaggio.stato}-${passaggio.il}`} className="flex items-start gap-3 text-sm">
            <span aria-hidden className={clsx('mt-1.5 size-2.5 shrink-0 rounded-full', PALLINO[passaggio.stato])} />
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{etichettaPassaggio(passaggio)}</span>{' '}
              <time dateTime={passaggio.il} className="text-slate-500">
                {formattaDataOra(passaggio.il)}
              </time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
