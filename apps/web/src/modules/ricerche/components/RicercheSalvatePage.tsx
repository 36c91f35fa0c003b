import { MAX_RICERCHE_SALVATE } from '@ricambiamo/contracts';
import { BellPlus, Search } from 'lucide-react';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { TESTI_RICERCHE } from '../api/testi';
import { useRicercheSalvate } from '../hooks/useRicerche';
import { SchedaRicerca } from './SchedaRicerca';

const T = TESTI_RICERCHE;

/** /acquirente/ricerche: the buyer's saved searches, each with its alerts' settings and its latest matches. */
export function RicercheSalvatePage() {
  const ricerche = useRicercheSalvate();

  let contenuto;
  if (ricerche.isPending) {
    contenuto = (
      <div aria-busy="true" aria-label={T.caricamento} className="space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-1/2 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
            <div className="h-16 w-full animate-pulse rounded bg-slate-100" />
          </div>
        ))}
      </div>
    );
  } else if (ricerche.isError) {
    contenuto = <ErroreCaricamento messaggio={T.erroreCaricamento} onRiprova={() => void ricerche.refetch()} inAttesa={ricerche.isRefetching} />;
  } else if (ricerche.data.length === 0) {
    contenuto = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <BellPlus aria-hidden className="size-10 text-brand-600" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{T.nessuna}</h2>
        <p className="mt-1 max-w-md text-sm text-slate-600">{T.nessunaTesto}</p>
        <LinkPulsante to="/" icona={Search} className="mt-6">
          {T.cerca}
        </LinkPulsante>
      </div>
    );
  } else {
    contenuto = (
      <>
        <p className="text-sm text-slate-600">{T.conteggio(ricerche.data.length)}</p>
        <ul className="space-y-4">
          {ricerche.data.map((ricerca) => (
            <SchedaRicerca key={ricerca.id} ricerca={ricerca} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="space-y-5">
      <IntestazionePagina titolo={T.titolo} classeDescrizione="max-w-2xl">
        {T.descrizione} Puoi salvarne fino a {MAX_RICERCHE_SALVATE}.
      </IntestazionePagina>
      {contenuto}
    </div>
  );
}
