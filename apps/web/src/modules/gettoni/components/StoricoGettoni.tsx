import clsx from 'clsx';
import { History } from 'lucide-react';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import type { Movimento } from '../api/movimento';
import { useMovimentiGettoni } from '../hooks/useMovimentiGettoni';

const MOTIVI: Record<Movimento['reason'], string> = {
  acquisto: 'Acquisto gettoni',
  creazione_inserzione: 'Creazione inserzione',
  modifica_inserzione: 'Modifica inserzione',
  rimborso: 'Rimborso',
  acquisto_rimborsato: 'Acquisto rimborsato',
  acquisto_contestato: 'Acquisto contestato',
};

const variazione = new Intl.NumberFormat('it-IT', { signDisplay: 'exceptZero' });

function Scheletro() {
  return (
    <ul aria-hidden className="divide-y divide-slate-100">
      {[0, 1, 2].map((riga) => (
        <li key={riga} className="flex items-center justify-between px-5 py-4 sm:px-8">
          <span className="space-y-2">
            <span className="block h-4 w-36 animate-pulse rounded bg-slate-200" />
            <span className="block h-3 w-24 animate-pulse rounded bg-slate-100" />
          </span>
          <span className="block h-5 w-12 animate-pulse rounded bg-slate-200" />
        </li>
      ))}
    </ul>
  );
}

export function StoricoGettoni() {
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMovimentiGettoni();
  const movimenti = data?.pages.flat() ?? [];

  return (
    <section aria-labelledby="storico-gettoni" aria-busy={isPending} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-5 py-5 sm:px-8">
        <h2 id="storico-gettoni" className="text-lg font-semibold text-slate-900">
          Storico gettoni
        </h2>
        <p className="mt-1 text-sm text-slate-600">Ogni acquisto e ogni gettone speso, dal più recente.</p>
      </div>
      {isPending ? (
        <Scheletro />
      ) : isError ? (
        <div className="p-5 sm:p-8">
          <ErroreCaricamento onRiprova={() => void refetch()} inAttesa={isRefetching} />
        </div>
      ) : movimenti.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <History aria-hidden className="size-6" />
          </span>
          <p className="mt-3 font-medium text-slate-900">Nessun movimento ancora</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            Qui troverai i gettoni acquistati e quelli usati per pubblicare e modificare le inserzioni.
          </p>
        </div>
      ) : (
        <>
          <ul aria-label="Movimenti" className="divide-y divide-slate-100">
            {movimenti.map((movimento) => (
              <li key={movimento.id} className="flex items-center justify-between gap-4 px-5 py-3.5 sm:px-8">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{MOTIVI[movimento.reason]}</p>
                  <p className="text-xs text-slate-500">
                    <time dateTime={movimento.createdAt}>{formattaDataOra(movimento.createdAt)}</time>
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p
                    className={clsx(
                      'font-semibold tabular-nums',
                      movimento.amount > 0 ? 'text-emerald-700' : 'text-red-600',
                    )}
                  >
                    {variazione.format(movimento.amount)}
                  </p>
                  <p className="text-xs text-slate-500 tabular-nums">Saldo {movimento.balanceAfter}</p>
                </div>
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <div className="border-t border-slate-100 px-5 py-4 text-center sm:px-8">
              <Button variante="secondary" onClick={() => void fetchNextPage()} inAttesa={isFetchingNextPage}>
                Carica altri
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
