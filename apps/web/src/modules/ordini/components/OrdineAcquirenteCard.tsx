import type { ReactNode } from 'react';
import { ScriviSullOrdine } from '../../messaggi/components/ScriviSullOrdine';
import { LinkVetrina } from '../../ui/components/LinkVetrina';
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
export function OrdineAcquirenteCard({ ordine, recensione }: { ordine: Ordine; recensione?: ReactNode }) {
  return (
    <article aria-label={`Ordine ${ordine.codice}`} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <IntestazioneOrdine ordine={ordine} />
      <div className="grid gap-6 p-4 sm:p-5 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <LinkVetrina venditore={ordine.venditore} misura="riga" />
            <ScriviSullOrdine ordineId={ordine.id} ruolo="acquirente" />
          </div>
          <RicambiOrdine ordine={ordine} />
          <RecessoAcquirente ordine={ordine} />
          {recensione}
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
