import { MAX_RICHIESTE_APERTE } from '@ricambiamo/contracts';
import { Megaphone } from 'lucide-react';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import type { Richiesta } from '../api/richiesta.fragment';
import { TESTI_RICHIESTE } from '../api/testi';
import { useMieRichieste } from '../hooks/useRichieste';
import { AzioniRichiesta } from './AzioniRichiesta';
import { CaricamentoRichieste } from './CaricamentoRichieste';
import { SchedaRichiesta } from './SchedaRichiesta';

const T = TESTI_RICHIESTE;

/** Open first, each group newest first as the service lists them (the sort keeps their order). */
const aperteInCima = (richieste: Richiesta[]) =>
  [...richieste].sort((a, b) => Number(b.stato === 'aperta') - Number(a.stato === 'aperta'));

/** /acquirente/richieste: the buyer's requests, their answers' count, Chiudi and Rinnova, and how many more may open. */
export function MieRichiestePage() {
  const mie = useMieRichieste();

  let contenuto;
  if (mie.isPending) {
    contenuto = <CaricamentoRichieste etichetta={T.caricamentoMie} />;
  } else if (mie.isError) {
    contenuto = <ErroreCaricamento messaggio={T.erroreCaricamento} onRiprova={() => void mie.refetch()} inAttesa={mie.isRefetching} />;
  } else if (mie.data.length === 0) {
    contenuto = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Megaphone aria-hidden className="size-10 text-brand-600" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{T.nessunaMia}</h2>
        <p className="mt-1 max-w-md text-sm text-slate-600">{T.nessunaMiaTesto}</p>
        <LinkPulsante to="/cerco/nuova" icona={Megaphone} className="mt-6">
          {T.pubblica}
        </LinkPulsante>
      </div>
    );
  } else {
    const aperte = mie.data.filter((richiesta) => richiesta.stato === 'aperta').length;
    contenuto = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{T.conteggio(aperte)}</p>
          {aperte < MAX_RICHIESTE_APERTE && (
            <LinkPulsante to="/cerco/nuova" icona={Megaphone} className="w-full sm:w-auto">
              {T.pubblica}
            </LinkPulsante>
          )}
        </div>
        <ul className="space-y-4">
          {aperteInCima(mie.data).map((richiesta) => (
            <SchedaRichiesta key={richiesta.id} richiesta={richiesta} conStato>
              <AzioniRichiesta richiesta={richiesta} />
            </SchedaRichiesta>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="space-y-5">
      <IntestazionePagina titolo={T.mie} classeDescrizione="max-w-2xl">
        {T.mieDescrizione}
      </IntestazionePagina>
      {contenuto}
    </div>
  );
}
