import { formattaEuro, MESSAGGI_RICHIESTA } from '@ricambiamo/contracts';
import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/graphql/api-error';
import { urlMiniaturaAuto } from '../../catalogo/api/immagini-auto';
import { FotoAuto, FotoSegnaposto } from '../../catalogo/components/FotoSegnaposto';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { RisorsaNonTrovata } from '../../ui/components/RisorsaNonTrovata';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { indirizzoOrdine, proposte, titoloRichiesta, type Proposta } from '../api/richiesta';
import type { Richiesta } from '../api/richiesta.fragment';
import { TESTI_RICHIESTE } from '../api/testi';
import { useRichiesta } from '../hooks/useRichieste';
import { AzioniRichiesta } from './AzioniRichiesta';
import { DatiRichiesta, MetaRichiesta, StatoRichiesta } from './DatiRichiesta';
import { SegnalaRichiesta } from './SegnalaRichiesta';

const T = TESTI_RICHIESTE;

/** A missing id and a malformed one both mean "this request does not exist". */
const nonTrovata = (error: unknown) => error instanceof ApiError && ['REQUEST_NOT_FOUND', 'VALIDATION_FAILED'].includes(error.code);

/**
 * /cerco/:id: a request as anyone sees it and the parts the yards proposed; its own buyer also reads its VIN, orders a
 * proposed part in one click while it is open, closes it, or renews it once it ran out; anyone else may report it.
 */
export function RichiestaPage() {
  const { id = '' } = useParams();
  const richiesta = useRichiesta(id);
  if (richiesta.isPending) return <PageSpinner />;
  if (richiesta.isError) {
    if (nonTrovata(richiesta.error)) return <RisorsaNonTrovata titolo={MESSAGGI_RICHIESTA.nonTrovata} testo={T.nonTrovataTesto} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErroreCaricamento onRiprova={() => void richiesta.refetch()} inAttesa={richiesta.isRefetching} />
      </div>
    );
  }
  return <Dettaglio richiesta={richiesta.data} />;
}

function Dettaglio({ richiesta }: { richiesta: Richiesta }) {
  const titolo = titoloRichiesta(richiesta);
  const proposti = proposte(richiesta);
  const ordinabile = richiesta.mia && richiesta.stato === 'aperta';
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <TitoloPagina titolo={`${T.bacheca}: ${titolo}`} />
      <nav aria-label="Percorso" className="text-sm text-slate-500">
        <Link to="/cerco" className="hover:text-brand-700 hover:underline">
          {T.bacheca}
        </Link>{' '}
        / <span className="wrap-anywhere text-slate-700">{titolo}</span>
      </nav>
      <section aria-labelledby="richiesta" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="richiesta" className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900">
            {titolo}
          </h1>
          <StatoRichiesta richiesta={richiesta} />
        </div>
        <DatiRichiesta richiesta={richiesta} />
        <MetaRichiesta richiesta={richiesta} />
        {richiesta.mia ? <AzioniRichiesta richiesta={richiesta} /> : <SegnalaRichiesta richiesta={richiesta} titolo={titolo} />}
      </section>
      <section aria-labelledby="proposte" className="space-y-3">
        <h2 id="proposte" className="text-xl font-semibold text-slate-900">
          {T.proposte}
        </h2>
        {proposti.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600">
            {richiesta.mia && richiesta.stato === 'aperta' ? T.nessunaPropostaTua : T.nessunaProposta}
          </p>
        ) : (
          <ul className="space-y-3">
            {proposti.map((proposta) => (
              <VoceProposta key={proposta.id} proposta={proposta} ordinabile={ordinabile} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A part a yard proposed: its listing's photo and title, the part, its price and shipping, the seller. */
function VoceProposta({ proposta, ordinabile }: { proposta: Proposta; ordinabile: boolean }) {
  const id = useId();
  const miniatura = proposta.immagine === null ? null : urlMiniaturaAuto(proposta.immagine);
  const foto = 'size-20 shrink-0 rounded-xl';
  return (
    <li
      aria-labelledby={`${id}-ricambio`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-4">
        {miniatura ? (
          <FotoAuto src={miniatura} alt="" loading="lazy" className={`${foto} object-cover`} segnaposto={`${foto} [&>svg]:size-6`} compatto />
        ) : (
          <FotoSegnaposto className={`${foto} [&>svg]:size-6`} compatto />
        )}
        <div className="min-w-0 space-y-0.5">
          <p id={`${id}-ricambio`} className="font-semibold wrap-anywhere text-slate-900">
            {proposta.nomeRicambio}
          </p>
          <Link to={`/inserzione/${proposta.autoId}`} className="block text-sm font-medium wrap-anywhere text-brand-700 hover:underline">
            {proposta.titolo}
          </Link>
          <p className="text-sm wrap-anywhere text-slate-600">{proposta.venditore}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="text-right">
          <span className="block text-lg font-bold text-slate-900">{formattaEuro(proposta.prezzoCentesimi)}</span>
          <span className="block text-xs text-slate-500">{T.spedizione(formattaEuro(proposta.spedizioneCentesimi))}</span>
        </p>
        {ordinabile && (
          <LinkPulsante to={indirizzoOrdine(proposta)} icona={ShoppingCart}>
            {T.ordina}
          </LinkPulsante>
        )}
      </div>
    </li>
  );
}
