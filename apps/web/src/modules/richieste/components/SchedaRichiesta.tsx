import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { titoloRichiesta } from '../api/richiesta';
import type { Richiesta } from '../api/richiesta.fragment';
import { DatiRichiesta, MetaRichiesta, StatoRichiesta } from './DatiRichiesta';

interface SchedaRichiestaProps {
  richiesta: Richiesta;
  /** Its state beside the title: the buyer's list shows it, the board and the seller's list hold open ones only. */
  conStato?: boolean;
  /** What the screen offers on it: the buyer's or the seller's actions. */
  children?: ReactNode;
}

/** A request in a list: the car, linking to its page, what is wanted, where, how long ago, how many parts proposed. */
export function SchedaRichiesta({ richiesta, conStato = false, children }: SchedaRichiestaProps) {
  const id = useId();
  return (
    <li aria-labelledby={`${id}-titolo`} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-titolo`} className="text-lg font-semibold wrap-anywhere text-slate-900">
          <Link to={`/cerco/${richiesta.id}`} className="hover:text-brand-700 hover:underline">
            {titoloRichiesta(richiesta)}
          </Link>
        </h2>
        {conStato && <StatoRichiesta richiesta={richiesta} />}
      </div>
      <DatiRichiesta richiesta={richiesta} />
      <MetaRichiesta richiesta={richiesta} />
      {children}
    </li>
  );
}
