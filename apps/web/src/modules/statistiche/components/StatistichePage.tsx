import { formattaConversione, formattaEuro, formattaNumero, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import { ChartNoAxesCombined, Euro, Eye, Package, Percent } from 'lucide-react';
import { Link } from 'react-router';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { Statistica } from '../../ui/components/Statistica';
import type { AndamentoVenditore } from '../api/andamento.query';
import { senzaDati } from '../api/andamento.query';
import { useAndamentoVenditore } from '../hooks/useAndamentoVenditore';
import { GraficoConversione } from './GraficoConversione';
import { GraficoOrdiniVendite } from './GraficoOrdiniVendite';
import { GraficoRicambi } from './GraficoRicambi';
import { GraficoVisualizzazioni } from './GraficoVisualizzazioni';
import { SchedaDomanda } from './SchedaDomanda';

const T = TESTI_STATISTICHE;

/**
 * /venditore/statistiche (docs/rules.md §3.15): the seller's last 12 weeks, orders and sales, the parts that sell most,
 * the listings' views and the conversion from views to orders; then what buyers look for in the seller's region
 * (§3.20). The charts' drawings, and recharts with them, load after the page (DisegniGrafici).
 */
export function StatistichePage() {
  const andamento = useAndamentoVenditore();
  return (
    <div className="space-y-6">
      <IntestazionePagina titolo={T.titolo} classeDescrizione="max-w-2xl">
        {T.descrizione}
      </IntestazionePagina>
      {andamento.isPending ? (
        <div aria-busy="true" aria-label={T.caricamento} className="space-y-6">
          <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-24 animate-pulse rounded-2xl border border-slate-200 bg-white" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-80 animate-pulse rounded-2xl border border-slate-200 bg-white" />
            ))}
          </div>
        </div>
      ) : andamento.isError ? (
        <ErroreCaricamento onRiprova={() => void andamento.refetch()} inAttesa={andamento.isRefetching} />
      ) : senzaDati(andamento.data) ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <ChartNoAxesCombined aria-hidden className="size-10 text-brand-600" />
          <p className="mt-3 text-lg font-semibold text-slate-900">{T.vuoto}</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">{T.vuotoDettaglio}</p>
        </div>
      ) : (
        <Statistiche andamento={andamento.data} />
      )}
      <SchedaDomanda />
    </div>
  );
}

function Statistiche({ andamento }: { andamento: AndamentoVenditore }) {
  const { totali } = andamento;
  return (
    <>
      <section aria-labelledby="statistiche-totali">
        <h2 id="statistiche-totali" className="mb-3 text-sm font-medium text-slate-700">
          {T.totali}
        </h2>
        <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <Statistica etichetta={T.totaleOrdini} valore={formattaNumero(totali.ordini)} icona={<Package aria-hidden className="size-5" />} />
          <Statistica etichetta={T.totaleVendite} valore={formattaEuro(totali.venditeCentesimi)} icona={<Euro aria-hidden className="size-5" />} />
          <Statistica
            etichetta={T.totaleVisualizzazioni}
            valore={formattaNumero(totali.visualizzazioni)}
            icona={<Eye aria-hidden className="size-5" />}
          />
          <Statistica etichetta={T.totaleConversione} valore={formattaConversione(totali.conversione)} icona={<Percent aria-hidden className="size-5" />} />
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <GraficoOrdiniVendite settimane={andamento.settimane} />
        <GraficoRicambi ricambi={andamento.ricambiPiuVenduti} />
        <GraficoVisualizzazioni settimane={andamento.settimane} />
        <GraficoConversione settimane={andamento.settimane} />
      </div>
      {andamento.autoPiuViste.length > 0 ? (
        <section aria-labelledby="statistiche-auto-piu-viste" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id="statistiche-auto-piu-viste" className="text-base font-semibold text-slate-900">
            {T.autoPiuViste}
          </h2>
          <ol className="mt-3 divide-y divide-slate-100">
            {andamento.autoPiuViste.map((auto) => (
              <li key={auto.autoId} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link to={`/inserzione/${auto.autoId}`} className="min-w-0 truncate font-medium text-brand-700 hover:underline">
                  {`${auto.marca} ${auto.modello} ${auto.anno}`}
                </Link>
                <span className="shrink-0 tabular-nums text-slate-600">{formattaNumero(auto.visualizzazioni)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
