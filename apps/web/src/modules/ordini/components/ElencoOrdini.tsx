import { MESSAGGI_ORDINE } from '@ricambiamo/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import type { Ordine } from '../api/ordine';

interface ElencoOrdiniProps {
  ordini: UseQueryResult<Ordine[]>;
  ricerca: string;
  /** What to show when there are no orders at all (not merely none matching the search). */
  vuoto: ReactNode;
  children: (ordine: Ordine) => ReactNode;
}

/**
 * Either party's orders: loading, error, empty and no-match states around one card per order. `?ordine=<id>` (the link
 * of a notification) brings that order into view and marks it.
 */
export function ElencoOrdini({ ordini, ricerca, vuoto, children }: ElencoOrdiniProps) {
  const [searchParams] = useSearchParams();
  const evidenziato = searchParams.get('ordine');
  const caricati = ordini.data !== undefined;

  useEffect(() => {
    // Once per address, not on every refetch: a live update must not pull the page away from where the user is.
    if (!evidenziato || !caricati) return;
    document.getElementById(`ordine-${evidenziato}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [evidenziato, caricati]);

  if (ordini.isPending) {
    return (
      <div aria-hidden className="space-y-4">
        <div className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-white" />
        <div className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-white" />
      </div>
    );
  }
  if (ordini.isError) {
    return (
      <ErroreCaricamento
        messaggio={MESSAGGI_ORDINE.erroreCaricamento}
        onRiprova={() => void ordini.refetch()}
        inAttesa={ordini.isRefetching}
      />
    );
  }
  if (ordini.data.length === 0) {
    return ricerca ? (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchX aria-hidden className="size-8 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">Nessun ordine trovato</p>
        <p className="mt-1 text-sm text-slate-600">Nessun ordine corrisponde a &laquo;{ricerca}&raquo;.</p>
      </div>
    ) : (
      vuoto
    );
  }
  return (
    <div className="space-y-4">
      {ordini.data.map((ordine) => (
        <div
          key={ordine.id}
          id={`ordine-${ordine.id}`}
          aria-current={ordine.id === evidenziato || undefined}
          className={clsx('scroll-mt-24 rounded-2xl', ordine.id === evidenziato && 'ring-2 ring-amber-400 ring-offset-4 ring-offset-stone-50')}
        >
          {children(ordine)}
        </div>
      ))}
    </div>
  );
}
