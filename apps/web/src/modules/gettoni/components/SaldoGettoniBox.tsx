import { conteggio } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { ArrowRight, Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSaldoGettoni } from '../hooks/useSaldoGettoni';

/**
 * The balance as `mostra` writes it; while it loads, a placeholder the size of `scheletro`, announced as loading;
 * "Non disponibile" when it could not be read.
 */
function ValoreSaldo({ scheletro, classeErrore, mostra }: { scheletro: string; classeErrore?: string; mostra: (saldo: number) => ReactNode }) {
  const saldo = useSaldoGettoni();
  if (saldo.isPending) {
    return (
      <span role="status" className="inline-flex">
        <span aria-hidden className={clsx('block animate-pulse bg-white/20', scheletro)} />
        <span className="sr-only">Caricamento…</span>
      </span>
    );
  }
  if (saldo.isError) return <span className={classeErrore}>Non disponibile</span>;
  return mostra(saldo.data);
}

/**
 * docs/rules.md §3 sidebar box: the seller's live balance, one click from the packs. `compatto`: the phone's menu line,
 * where it stays in sight while the entries wait in the drawer.
 */
export function SaldoGettoniBox({ compatto = false }: { compatto?: boolean }) {
  if (compatto) {
    return (
      <Link
        to="/venditore/acquista-gettoni"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Coins aria-hidden className="size-4 text-amber-300" />
        <span className="sr-only">Gettoni Disponibili: </span>
        <ValoreSaldo
          scheletro="h-4 w-16 rounded"
          mostra={(saldo) => <span className="tabular-nums">{conteggio(saldo, 'gettone', 'gettoni')}</span>}
        />
      </Link>
    );
  }

  return (
    <Link
      to="/venditore/acquista-gettoni"
      className="group flex items-center justify-between gap-3 rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 px-4 py-3 text-white shadow-sm transition hover:from-brand-600 hover:to-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:block md:py-4"
    >
      <span className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-brand-100">
        <Coins aria-hidden className="size-4 text-amber-300" />
        Gettoni Disponibili
      </span>
      <span className="flex items-center gap-3 md:mt-1 md:justify-between">
        <ValoreSaldo
          scheletro="h-7 w-14 rounded-md md:h-9"
          classeErrore="text-sm text-brand-100"
          mostra={(saldo) => <span className="text-2xl font-bold tabular-nums md:text-3xl">{saldo}</span>}
        />
        <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-200 group-hover:underline">
          Acquista
          <ArrowRight aria-hidden className="size-3.5" />
        </span>
      </span>
    </Link>
  );
}
