import { formattaEuro, MESSAGGI } from '@ricambiamo/contracts';
import { Ban, PackagePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button } from '../../ui/components/Button';
import { eProposta } from '../api/richiesta';
import type { Richiesta } from '../api/richiesta.fragment';
import { TESTI_RICHIESTE } from '../api/testi';
import { useRispondiRichiesta } from '../hooks/useRichieste';

// The dialog and its listings' queries come when a seller proposes, not with every view of the list.
const ProponiRicambioDialogo = lazy(() => import('./ProponiRicambioDialogo').then((m) => ({ default: m.ProponiRicambioDialogo })));

const T = TESTI_RICHIESTE;

/**
 * A seller's answers on a request: what they proposed or that they have none, then "Proponi un ricambio" (another part
 * may follow) and "Non disponibile" until they answered.
 */
export function RispostaVenditore({ richiesta, venditoreId }: { richiesta: Richiesta; venditoreId: string }) {
  const rispondi = useRispondiRichiesta();
  const [proponi, setProponi] = useState(false);
  const mie = richiesta.risposte.filter((risposta) => risposta.venditoreId === venditoreId);
  const proposte = mie.filter(eProposta);
  const nonDisponibile = mie.some((risposta) => risposta.tipo === 'non_disponibile');

  const rispondiNonDisponibile = async () => {
    try {
      await rispondi.mutateAsync({ richiestaId: richiesta.id, nonDisponibile: true });
      toast.success(T.nonDisponibileInviato);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.generico));
    }
  };

  return (
    <div className="space-y-3 border-t border-slate-100 pt-3">
      {mie.length > 0 && (
        <ul aria-label="Le tue risposte" className="space-y-1 text-sm">
          {proposte.map((proposta) => (
            <li key={proposta.id} className="wrap-anywhere text-slate-700">
              {T.proposto}: <span className="font-semibold text-slate-900">{proposta.nomeRicambio}</span> ·{' '}
              {formattaEuro(proposta.prezzoCentesimi)} ({proposta.titolo})
            </li>
          ))}
          {nonDisponibile && <li className="text-slate-700">{T.rispostaNonDisponibile}</li>}
        </ul>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {mie.length === 0 && (
          <Button variante="ghost" onClick={() => void rispondiNonDisponibile()} inAttesa={rispondi.isPending}>
            <Ban aria-hidden className="size-4" />
            {T.nonDisponibile}
          </Button>
        )}
        <Button variante="secondary" onClick={() => setProponi(true)} disabled={rispondi.isPending}>
          <PackagePlus aria-hidden className="size-4" />
          {T.proponi}
        </Button>
      </div>
      {proponi && (
        <Suspense>
          <ProponiRicambioDialogo
            richiesta={richiesta}
            giaProposti={new Set(proposte.map((proposta) => proposta.ricambioId))}
            onChiudi={() => setProponi(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
