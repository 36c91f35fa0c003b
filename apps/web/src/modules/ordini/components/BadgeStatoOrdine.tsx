import { ETICHETTE_STATO_ORDINE, type StatoOrdine } from '@ricambiamo/contracts';
import clsx from 'clsx';

const COLORI: Record<StatoOrdine, string> = {
  pending: 'bg-amber-100 text-amber-800 ring-amber-200',
  processing: 'bg-sky-100 text-sky-800 ring-sky-200',
  completed: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

export function BadgeStatoOrdine({ stato }: { stato: StatoOrdine }) {
  return (
    <span className={clsx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', COLORI[stato])}>
      {ETICHETTE_STATO_ORDINE[stato]}
    </span>
  );
}
