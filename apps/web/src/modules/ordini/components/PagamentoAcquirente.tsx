import { MESSAGGI_ORDINE, ORE_PAGAMENTO, type StatoOrdine } from '@ricambiamo/contracts';
import { Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { formattaEuro } from '@ricambiamo/contracts';
import type { Ordine } from '../api/ordine';
import { ContoAllaRovescia } from './ContoAllaRovescia';
import { PulsanteCopia } from './PulsanteCopia';

/** What the buyer has to do about the payment now; In Lavorazione means the seller has the transfer (docs/rules.md §5). */
const AVVISO: Record<StatoOrdine, string> = {
  pending: `Effettua il bonifico entro ${ORE_PAGAMENTO} ore dall'ordine, con questa causale.`,
  processing: 'Pagamento ricevuto: il venditore sta preparando i ricambi.',
  completed: 'Pagamento ricevuto, ordine completato.',
  cancelled: 'Ordine cancellato: non effettuare il bonifico.',
};

function Voce({ etichetta, children }: { etichetta: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7.5rem_1fr] sm:gap-3">
      <dt className="text-slate-500">{etichetta}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * docs/rules.md §3 buyer's payment information: what to transfer to whom, with which reason, by when. The IBAN is the seller's
 * current one; without it the buyer is told to ask the seller.
 */
export function PagamentoAcquirente({ ordine }: { ordine: Ordine }) {
  const inAttesa = ordine.stato === 'pending';
  return (
    <section aria-label="Pagamento" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <h4 className="flex items-center gap-2 font-semibold text-slate-900">
        <Landmark aria-hidden className="size-4 text-brand-700" />
        Pagamento con bonifico
      </h4>
      <p className="mt-1 text-slate-600">{AVVISO[ordine.stato]}</p>
      <dl className="mt-3 space-y-2">
        <Voce etichetta="Beneficiario">{ordine.pagamento.beneficiario}</Voce>
        <Voce etichetta="IBAN">
          {ordine.pagamento.iban ? (
            <span className="font-mono break-all">{ordine.pagamento.iban}</span>
          ) : (
            <span className="text-amber-800">{MESSAGGI_ORDINE.ibanNonDisponibile}</span>
          )}
        </Voce>
        <Voce etichetta="Importo">
          <span className="font-semibold tabular-nums">{formattaEuro(ordine.totaleCentesimi)}</span>
        </Voce>
        <Voce etichetta="Causale">
          <span className="flex items-start gap-2">
            <span className="min-w-0 flex-1 font-mono break-words" data-testid="causale">
              {ordine.causale}
            </span>
            <PulsanteCopia testo={ordine.causale} etichetta="Copia causale" />
          </span>
        </Voce>
        {inAttesa && (
          <Voce etichetta="Scadenza">
            <time dateTime={ordine.scadenzaPagamento}>{formattaDataOra(ordine.scadenzaPagamento)}</time>
            <br />
            <ContoAllaRovescia scadenza={ordine.scadenzaPagamento} />
          </Voce>
        )}
      </dl>
    </section>
  );
}
