import type { ReactNode } from 'react';

/**
 * A dashboard stat card, for a <dl>; a placeholder bar until the value has loaded. Where the cards sit two (phones) or
 * four (beside the sidebar) a row, an amount in euro needs the icon's room.
 */
export function Statistica({ etichetta, valore, icona }: { etichetta: string; valore: ReactNode | undefined; icona: ReactNode }) {
  return (
    // dt and dd straight inside the one div a <dl> allows around them; the icon goes in the dt.
    <div className="relative min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 sm:pl-20 xl:pl-5 2xl:pl-20">
      <dt className="text-sm text-slate-500">
        <span className="absolute top-1/2 left-5 hidden size-11 -translate-y-1/2 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex xl:hidden 2xl:flex">
          {icona}
        </span>
        {etichetta}
      </dt>
      <dd className="text-lg font-bold whitespace-nowrap tabular-nums text-slate-900 sm:text-2xl">
        {valore ?? <span aria-hidden className="inline-block h-7 w-10 animate-pulse rounded bg-slate-200" />}
      </dd>
    </div>
  );
}
