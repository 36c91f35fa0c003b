import { ETICHETTE_ESITO_VERIFICA } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import type { VerificaRicevuta } from '../api/verifiche-ricevute.query';
import { VerificheRicevuteRisposta } from './VerificheRicevuteRisposta';

/** One check on the seller's page: what the buyer asked, then either the answer given or the form to give it. */
export function VerificheRicevuteVoce({ verifica }: { verifica: VerificaRicevuta }) {
  const id = useId();
  const esitoRef = useRef<HTMLDivElement>(null);
  const [appenaRisposta, setAppenaRisposta] = useState(false);

  // The form the seller was in goes away with the answer: focus moves to the answer that replaced it.
  useEffect(() => {
    if (appenaRisposta && verifica.esito) esitoRef.current?.focus();
  }, [appenaRisposta, verifica.esito]);

  return (
    <article aria-labelledby={`${id}-titolo`} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-titolo`} className="text-base font-semibold text-slate-900">
            {verifica.nomeRicambio}
          </h2>
          <Link to={`/inserzione/${verifica.autoId}`} className="text-sm text-brand-700 hover:underline">
            {verifica.titoloAuto}
          </Link>
        </div>
        <p className="shrink-0 text-xs text-slate-500">Richiesta il {formattaDataOra(verifica.createdAt)}</p>
      </header>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">Veicolo dell&apos;acquirente</dt>
        <dd className="font-medium text-slate-900">{verifica.veicolo}</dd>
        <dt className="text-slate-500">Telaio o targa</dt>
        <dd className="font-mono font-medium wrap-anywhere text-slate-900">{verifica.telaioOTarga}</dd>
        <dt className="text-slate-500">Domanda</dt>
        <dd className="whitespace-pre-line wrap-anywhere text-slate-800">{verifica.domanda}</dd>
      </dl>
      {verifica.esito ? (
        <div
          ref={esitoRef}
          tabIndex={-1}
          data-testid="esito-verifica"
          className={clsx(
            'rounded-lg px-3.5 py-3 text-sm focus:outline-none',
            verifica.esito === 'compatibile' ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-slate-800',
          )}
        >
          <p className="flex items-center gap-2 font-semibold">
            {verifica.esito === 'compatibile' ? <CircleCheck aria-hidden className="size-4" /> : <CircleX aria-hidden className="size-4" />}
            Hai risposto: {ETICHETTE_ESITO_VERIFICA[verifica.esito]}
          </p>
          {verifica.nota && <p className="mt-1 whitespace-pre-line wrap-anywhere">{verifica.nota}</p>}
          {verifica.rispostaIl && <p className="mt-1 text-xs opacity-75">Il {formattaDataOra(verifica.rispostaIl)}</p>}
        </div>
      ) : (
        <VerificheRicevuteRisposta verificaId={verifica.id} onRisposta={() => setAppenaRisposta(true)} />
      )}
    </article>
  );
}
