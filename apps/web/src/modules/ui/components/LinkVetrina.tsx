import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkVetrinaProps {
  venditore: { id: string; nome: string; nomeAttivita: string | null };
  /** The listing's page gives the seller a card of its own; an order names it in a line among the others. */
  misura: keyof typeof misure;
  /** Under the name: what the link leads to, where there is room to say it. */
  children?: ReactNode;
}

const misure = {
  scheda: {
    link: 'mt-5 flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md',
    riquadro: 'flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700',
    icona: 'size-6',
  },
  riga: {
    link: 'flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-brand-300 hover:bg-brand-50/40',
    riquadro: 'flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
    icona: 'size-5',
  },
} as const;

/** The seller, by its business name when it has one (docs/rules.md §3), leading to its public profile. */
export function LinkVetrina({ venditore, misura, children }: LinkVetrinaProps) {
  const classi = misure[misura];
  return (
    <Link to={`/venditore/${venditore.id}/profilo`} className={classi.link}>
      <span className={classi.riquadro}>
        <Store aria-hidden className={classi.icona} />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-wider text-slate-500">Venditore</span>
        <span className="block truncate font-semibold text-slate-900">{venditore.nomeAttivita ?? venditore.nome}</span>
        {children}
      </span>
    </Link>
  );
}
