import { CarFront, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMieInserzioni } from '../hooks/useMieInserzioni';

function Statistica({ etichetta, valore, icona }: { etichetta: string; valore: number | undefined; icona: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icona}</span>
      <div>
        <dt className="text-sm text-slate-500">{etichetta}</dt>
        <dd className="text-2xl font-bold tabular-nums text-slate-900">
          {valore ?? <span aria-hidden className="inline-block h-7 w-10 animate-pulse rounded bg-slate-200" />}
        </dd>
      </div>
    </div>
  );
}

/**
 * Spec §2 stat cards, for what exists so far: listings and parts, read from all the seller's listings (never from the
 * search box's filtered list). Ordini and Vendite arrive with orders.
 */
export function StatisticheInserzioni() {
  const { data } = useMieInserzioni('');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4">
      <Statistica etichetta="Inserzioni" valore={data?.length} icona={<CarFront aria-hidden className="size-5" />} />
      <Statistica
        etichetta="Ricambi"
        valore={data?.reduce((somma, auto) => somma + auto.ricambiTotali, 0)}
        icona={<Wrench aria-hidden className="size-5" />}
      />
    </dl>
  );
}
