import { CONTATTO_SPEDIZIONE, ORE_PAGAMENTO, type StatoOrdine } from '@ricambiamo/contracts';
import { Mail, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { formattaEuro } from '@ricambiamo/contracts';
import { ScriviSullOrdine } from '../../messaggi/components/ScriviSullOrdine';
import type { Ordine } from '../api/ordine';
import { AzioniOrdine } from './AzioniOrdine';
import { ContoAllaRovescia } from './ContoAllaRovescia';
import { CronologiaOrdine } from './CronologiaOrdine';
import { IntestazioneOrdine } from './IntestazioneOrdine';
import { RecessoVenditore } from './RecessoVenditore';
import { RicambiOrdine } from './RicambiOrdine';
import { SpedizioneOrdine } from './SpedizioneOrdine';

/** docs/rules.md §3: the amount and, while it is awaited, the 24-hour rule; In Lavorazione means the transfer arrived (docs/rules.md §5). */
const PAGAMENTO: Record<StatoOrdine, string> = {
  pending: `Il cliente deve effettuare il bonifico entro ${ORE_PAGAMENTO} ore dall'ordine.`,
  processing: 'Bonifico ricevuto: prepara e spedisci i ricambi.',
  completed: 'Bonifico ricevuto.',
  cancelled: 'Ordine cancellato: nessun bonifico da ricevere.',
};

/**
 * docs/rules.md §3 seller's orders list: the customer and how to reach them, the parts, what to receive and by when, where to
 * ship, the notes, the timeline once the order has moved on, and the docs/rules.md §5 status buttons.
 */
export function OrdineVenditoreCard({ ordine, recensione }: { ordine: Ordine; recensione?: ReactNode }) {
  const { acquirente } = ordine;
  return (
    <article aria-label={`Ordine ${ordine.codice}`} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <IntestazioneOrdine ordine={ordine} />
      <div className="grid gap-6 p-4 sm:p-5 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="space-y-5">
          <section aria-label="Cliente" className="text-sm">
            <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Cliente</h4>
            <p className="mt-1 flex items-center gap-2 font-semibold text-slate-900">
              <UserRound aria-hidden className="size-4 text-slate-400" />
              {acquirente.nome}
            </p>
            <p className="mt-0.5 flex items-center gap-2 text-slate-700">
              <Mail aria-hidden className="size-4 shrink-0 text-slate-400" />
              <a href={`mailto:${acquirente.email}`} title={CONTATTO_SPEDIZIONE.email} className="truncate hover:text-brand-700 hover:underline">
                {acquirente.email}
              </a>
            </p>
            <p className="mt-0.5 flex items-center gap-2 text-slate-700">
              <Phone aria-hidden className="size-4 shrink-0 text-slate-400" />
              <a href={`tel:${acquirente.telefono}`} className="hover:text-brand-700 hover:underline">
                {acquirente.telefono}
              </a>
            </p>
            <div className="mt-2">
              <ScriviSullOrdine ordineId={ordine.id} ruolo="venditore" />
            </div>
          </section>
          <RicambiOrdine ordine={ordine} />
          {ordine.recesso && <RecessoVenditore ordine={ordine} recesso={ordine.recesso} />}
          {recensione}
        </div>
        <div className="space-y-5">
          <section aria-label="Pagamento" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
            <p className="flex justify-between gap-3">
              <span className="text-slate-600">Importo da ricevere</span>
              <span className="font-bold tabular-nums text-slate-900">{formattaEuro(ordine.totaleCentesimi)}</span>
            </p>
            <p className="mt-1 text-slate-600">{PAGAMENTO[ordine.stato]}</p>
            {ordine.stato === 'pending' && (
              <p className="mt-2">
                Scadenza: <time dateTime={ordine.scadenzaPagamento}>{formattaDataOra(ordine.scadenzaPagamento)}</time>
                <br />
                <ContoAllaRovescia scadenza={ordine.scadenzaPagamento} />
              </p>
            )}
            <p className="mt-2 text-xs text-slate-500">
              Causale attesa: <span className="font-mono break-words">{ordine.causale}</span>
            </p>
          </section>
          <SpedizioneOrdine ordine={ordine} />
          {ordine.stato !== 'pending' && <CronologiaOrdine ordine={ordine} />}
        </div>
      </div>
      <div className="border-t border-slate-100 px-4 py-3 empty:hidden sm:px-5">
        <AzioniOrdine ordine={ordine} />
      </div>
    </article>
  );
}
