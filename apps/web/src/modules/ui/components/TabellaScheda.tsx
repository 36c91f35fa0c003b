import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface Colonna {
  titolo: string;
  /** The screen width from which the column shows; without it, on every screen. */
  da?: keyof typeof daSchermo;
  /** Amounts and actions line up on the right. */
  destra?: boolean;
  /** A narrow column of checkboxes, its heading for screen readers only. */
  caselle?: boolean;
}

const daSchermo = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' } as const;

interface TabellaSchedaProps {
  /** What the table lists, for screen readers. */
  didascalia: string;
  colonne: readonly Colonna[];
  /** The rows, one `<tr>` each. */
  children: ReactNode;
}

/** A list the dashboard and the listing page draw as a table in a card: headings on grey, rows parted by a line. */
export function TabellaScheda({ didascalia, colonne, children }: TabellaSchedaProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{didascalia}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wider text-slate-500">
          <tr>
            {colonne.map(({ titolo, da, destra, caselle }) => (
              <th
                key={titolo}
                scope="col"
                className={clsx(caselle ? 'w-10 py-3 pl-4 pr-2' : 'px-4 py-3', da && daSchermo[da], destra && 'text-right')}
              >
                {caselle ? <span className="sr-only">{titolo}</span> : titolo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
