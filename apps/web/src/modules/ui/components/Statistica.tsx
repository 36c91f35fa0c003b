import type { ReactNode } from 'react';

/**
 * A dashboard stat card, for a <dl>; a placeholder bar until the value has loaded. Where the cards sit two (phones) or
 * four (beside the sidebar) a row, an amount in euro needs the icon's room.
 */
export function Statistica({ etichetta, valore, icona }: { etichetta: string; valore: ReactNode | undefined; icona: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex xl:hidden 2xl:flex">{icona}</span>
      <div className="min-w-0">
        <dt className="text-sm text-slate-500">{etichetta}</dt>
        <dd className="text-lg font-bold whitespace-nowrap tabular-nums text-slate-900 sm:text-2xl">
          {valore ?? <span aria-hidden className="inline-block h-7 w-10 animate-pulse rounded bg-slate-200" />}
        </dd>
      </div>
    </div>
  );
}
