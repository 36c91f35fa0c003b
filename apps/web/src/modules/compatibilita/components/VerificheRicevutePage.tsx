import { conteggio } from '@ricambiamo/contracts';
import { SearchCheck } from 'lucide-react';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { useVerificheRicevute } from '../hooks/useVerificheRicevute';
import { VerificheRicevuteVoce } from './VerificheRicevuteVoce';

/**
 * /venditore/verifiche (docs/rules.md §3.14): the checks buyers asked of the seller's parts, unanswered first, each
 * answered once; the answer shows on the buyer's part row and reaches them by notification and e-mail.
 */
export function VerificheRicevutePage() {
  const verifiche = useVerificheRicevute();
  const daRispondere = verifiche.data?.filter((verifica) => !verifica.esito).length;

  return (
    <div className="space-y-6">
      <IntestazionePagina titolo="Verifiche di compatibilità" classeDescrizione="max-w-2xl">
        Gli acquirenti ti chiedono se un ricambio è compatibile con il loro veicolo. Rispondi &laquo;Compatibile&raquo; o
        &laquo;Non compatibile&raquo;: la risposta compare all&apos;acquirente accanto al ricambio e gli arriva per e-mail.
      </IntestazionePagina>
      {verifiche.isPending ? (
        <div aria-busy="true" aria-label="Caricamento delle richieste" className="space-y-4">
          <div className="h-48 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          <div className="h-48 animate-pulse rounded-2xl border border-slate-200 bg-white" />
        </div>
      ) : verifiche.isError ? (
        <ErroreCaricamento onRiprova={() => void verifiche.refetch()} inAttesa={verifiche.isRefetching} />
      ) : verifiche.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <SearchCheck aria-hidden className="size-10 text-brand-600" />
          <p className="mt-3 text-lg font-semibold text-slate-900">Nessuna richiesta di verifica</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">
            Quando un acquirente chiede se un tuo ricambio è compatibile con il suo veicolo, qui trovi la sua domanda con il
            telaio o la targa, e la ricevi anche per e-mail.
          </p>
        </div>
      ) : (
        <section aria-label="Richieste di verifica" className="space-y-4">
          <p className="text-sm font-medium text-slate-700">
            {daRispondere ? `${conteggio(daRispondere, 'richiesta', 'richieste')} da rispondere` : 'Hai risposto a tutte le richieste'}
          </p>
          {verifiche.data.map((verifica) => (
            <VerificheRicevuteVoce key={verifica.id} verifica={verifica} />
          ))}
        </section>
      )}
    </div>
  );
}
