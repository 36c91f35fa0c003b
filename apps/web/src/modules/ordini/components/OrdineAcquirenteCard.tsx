import { Store } from 'lucide-react';
import { Link } from 'react-router';
import type { Ordine } from '../api/ordine';
import { ContattoSpedizione } from './ContattoSpedizione';
import { CronologiaOrdine } from './CronologiaOrdine';
import { IntestazioneOrdine } from './IntestazioneOrdine';
import { PagamentoAcquirente } from './PagamentoAcquirente';
import { RecessoAcquirente } from './RecessoAcquirente';
import { RicambiOrdine } from './RicambiOrdine';
import { SpedizioneOrdine } from './SpedizioneOrdine';

/**
 * docs/rules.md §3 buyer dashboard: one order with its seller, parts, payment data, shipping address and contact, notes and
 * timeline.
 */
export function OrdineAcquirenteCard({ ordine }: { ordine: Ordine }) {
  const venditore = ordine.venditore.nomeAttivita ?? ordine.venditore.nome;
  return (
    <article aria-label={`Ordine ${ordine.codice}`} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <IntestazioneOrdine ordine={ordine} />
      <div className="grid gap-6 p-4 sm:p-5 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="space-y-5">
          <Link
            to={`/venditore/${ordine.venditore.id}/profilo`}
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-brand-300 hover:bg-brand-50/40"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Store aria-hidden className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-xs font-semibold uppercase tracking-wider text-slate-500">Venditore</span>
              <span className="block truncate font-semibold text-slate-900">{venditore}</span>
            </span>
          </Link>
          <RicambiOrdine ordine={ordine} />
          <RecessoAcquirente ordine={ordine} />
          <CronologiaOrdine ordine={ordine} />
        </div>
        <div className="space-y-5">
          <PagamentoAcquirente ordine={ordine} />
          <SpedizioneOrdine ordine={ordine} />
          <ContattoSpedizione ordine={ordine} />
        </div>
      </div>
    </article>
  );
}
