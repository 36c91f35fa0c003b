import { useId } from 'react';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { TextLink } from '../../ui/components/TextLink';
import type { DomandaZona } from '../api/domanda.query';
import { TESTI_DOMANDA } from '../api/testi';
import { useDomandaZona } from '../hooks/useDomandaZona';

const T = TESTI_DOMANDA;

/**
 * "Le più cercate nella tua zona" (docs/rules.md §3.20): the models and parts buyers asked for most in the region of the
 * seller's province, from wanted-part requests and from home searches that found no car. Read apart from the charts,
 * so a seller without sales yet still sees it.
 */
export function SchedaDomanda() {
  const id = useId();
  const domanda = useDomandaZona();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {T.titolo}
      </h2>
      {domanda.isPending ? (
        <div aria-busy="true" aria-label={T.caricamento} className="mt-3 h-40 animate-pulse rounded-xl bg-slate-100" />
      ) : domanda.isError ? (
        <div className="mt-3">
          <ErroreCaricamento onRiprova={() => void domanda.refetch()} inAttesa={domanda.isRefetching} />
        </div>
      ) : (
        <Domanda domanda={domanda.data} />
      )}
    </section>
  );
}

function Domanda({ domanda: { regione, modelli, ricambi } }: { domanda: DomandaZona }) {
  const conteggi = (richieste: number, ricerche = 0) =>
    [richieste > 0 && T.richieste(richieste), ricerche > 0 && T.ricerche(ricerche)].filter(Boolean).join(', ');
  return (
    <>
      <p className="mt-1 text-xs text-slate-500">{T.periodo(regione)}</p>
      {regione === null ? (
        <p className="mt-2 text-sm">
          <TextLink to="/venditore/profilo">{T.indicaProvincia}</TextLink>
        </p>
      ) : null}
      {/* Every request names a model, so without models there is nothing at all. */}
      {modelli.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{T.vuoto}</p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <Classifica
            titolo={T.modelli}
            voci={modelli.map((m) => ({
              nome: m.modello ? `${m.marca} ${m.modello}` : T.qualsiasiModello(m.marca),
              conteggi: conteggi(m.richieste, m.ricerche),
            }))}
          />
          <Classifica
            titolo={T.ricambi}
            voci={ricambi.map((r) => ({ nome: r.nome, conteggi: conteggi(r.richieste) }))}
            vuota={T.nessunRicambio}
          />
        </div>
      )}
    </>
  );
}

/** One ranked list under its heading, most asked for first: "Fiat Panda — 3 richieste, 5 ricerche senza risultati". */
function Classifica({ titolo, voci, vuota }: { titolo: string; voci: { nome: string; conteggi: string }[]; vuota?: string }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <h3 id={id} className="text-sm font-medium text-slate-700">
        {titolo}
      </h3>
      {voci.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{vuota}</p>
      ) : (
        <ol aria-labelledby={id} className="mt-2 list-decimal divide-y divide-slate-100 pl-5 text-sm marker:text-slate-400">
          {voci.map(({ nome, conteggi }) => (
            <li key={nome} className="py-2 break-words">
              <span className="font-medium text-slate-900">{nome}</span>
              <span className="text-slate-600">{` — ${conteggi}`}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
