import { Mail } from 'lucide-react';
import { formattaData } from '../../../lib/format/formatta-data';
import { CONTATTO_SPEDIZIONE, formattaEuro } from '@ricambiamo/contracts';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { useRicambiVenduti } from '../hooks/useRicambiVenduti';
import { BadgeStatoOrdine } from './BadgeStatoOrdine';

/**
 * docs/rules.md §3 Edit listing: the listing's parts in orders that were not cancelled, with price, date and buyer; completed
 * means sold for good, the others are reserved for their buyer.
 */
export function RicambiVenduti({ autoId }: { autoId: string }) {
  const venduti = useRicambiVenduti(autoId);
  if (venduti.isPending) return <div aria-hidden className="h-20 animate-pulse rounded-xl bg-slate-100" />;
  if (venduti.isError) return <ErroreCaricamento onRiprova={() => void venduti.refetch()} inAttesa={venduti.isRefetching} />;
  if (venduti.data.length === 0) return <p className="text-sm text-slate-600">Nessun ricambio venduto finora.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {venduti.data.map((ricambio) => (
        <li key={ricambio.ricambioId} className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{ricambio.nome}</span>
              <BadgeStatoOrdine stato={ricambio.stato} />
            </p>
            <p className="mt-0.5 text-slate-700">
              <span>{ricambio.acquirente.nome}</span> ·{' '}
              <a
                href={`mailto:${ricambio.acquirente.email}`}
                title={CONTATTO_SPEDIZIONE.email}
                className="inline-flex items-center gap-1 break-all hover:text-brand-700 hover:underline"
              >
                <Mail aria-hidden className="size-3.5 shrink-0" />
                {ricambio.acquirente.email}
              </a>
            </p>
            <p className="mt-0.5 text-xs text-slate-500">
              Ordine <span className="font-mono">#{ricambio.codice}</span> ·{' '}
              <time dateTime={ricambio.data}>{formattaData(ricambio.data)}</time>
            </p>
          </div>
          <p className="shrink-0 tabular-nums text-slate-700 sm:text-right">
            <span className="block font-semibold text-slate-900">{formattaEuro(ricambio.prezzoCentesimi)}</span>
            <span className="block text-xs text-slate-500">+ {formattaEuro(ricambio.spedizioneCentesimi)} sped.</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
