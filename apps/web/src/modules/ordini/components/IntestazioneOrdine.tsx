import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import type { Ordine } from '../api/ordine';
import { BadgeStatoOrdine } from './BadgeStatoOrdine';

/** docs/rules.md §3: the short id (the order's 8-character code), the date and the status badge. */
export function IntestazioneOrdine({ ordine }: { ordine: Ordine }) {
  return (
    <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">
          Ordine <span className="font-mono">#{ordine.codice}</span>
        </h3>
        <p className="text-xs text-slate-500">
          <time dateTime={ordine.createdAt}>{formattaDataOra(ordine.createdAt)}</time>
        </p>
      </div>
      <BadgeStatoOrdine stato={ordine.stato} />
    </header>
  );
}
