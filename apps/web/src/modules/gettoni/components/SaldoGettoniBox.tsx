import { conteggio } from '@ricambiamo/contracts';
import { ArrowRight, Coins } from 'lucide-react';
import { Link } from 'react-router';
import { useSaldoGettoni } from '../hooks/useSaldoGettoni';

/**
 * docs/rules.md §3 sidebar box: the seller's live balance, one click from the packs. `compatto`: the phone's menu line,
 * where it stays in sight while the entries wait in the drawer.
 */
export function SaldoGettoniBox({ compatto = false }: { compatto?: boolean }) {
  const { data: saldo, isPending, isError } = useSaldoGettoni();

  if (compatto) {
    return (
      <Link
        to="/venditore/acquista-gettoni"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Coins aria-hidden className="size-4 text-amber-300" />
        <span className="sr-only">Gettoni Disponibili: </span>
        {isPending ? (
          <span role="status" className="inline-flex">
            <span aria-hidden className="block h-4 w-16 animate-pulse rounded bg-white/20" />
            <span className="sr-only">Caricamento…</span>
          </span>
        ) : isError ? (
          'Non disponibile'
        ) : (
          <span className="tabular-nums">{conteggio(saldo, 'gettone', 'gettoni')}</span>
        )}
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
        {isPending ? (
          <span role="status" className="inline-flex">
            <span aria-hidden className="block h-7 w-14 animate-pulse rounded-md bg-white/20 md:h-9" />
            <span className="sr-only">Caricamento…</span>
          </span>
        ) : isError ? (
          <span className="text-sm text-brand-100">Non disponibile</span>
        ) : (
          <span className="text-2xl font-bold tabular-nums md:text-3xl">{saldo}</span>
        )}
        <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-200 group-hover:underline">
          Acquista
          <ArrowRight aria-hidden className="size-3.5" />
        </span>
      </span>
    </Link>
  );
}
