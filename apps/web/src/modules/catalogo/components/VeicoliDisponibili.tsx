import { ETICHETTE_ORDINAMENTO, etichettaTotaleVeicoli, MESSAGGI, ORDINAMENTI_RICERCA, type OrdinamentoRicerca } from '@ricambiamo/contracts';
import { RotateCcw, SearchX } from 'lucide-react';
import { useEffect, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { Button } from '../../ui/components/Button';
import { ConfineErrori } from '../../ui/components/ConfineErrori';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import type { AutoCard } from '../api/auto-card';
import { haFiltri, NESSUN_FILTRO, type FiltriRicerca, type VeicoloDellaRicerca } from '../api/filtri-ricerca';
import { useRicercaVeicoli } from '../hooks/useRicercaVeicoli';
import { GrigliaVeicoli } from './GrigliaVeicoli';
import { Paginazione } from './Paginazione';
import { VeicoloCard } from './VeicoloCard';
import { VeicoloCardScheletro } from './VeicoloCardScheletro';

interface VeicoliDisponibiliProps {
  filtri: FiltriRicerca;
  onCambiaFiltri: (filtri: FiltriRicerca) => void;
  /** The heading a new search brings into view and focuses. */
  titoloRef?: Ref<HTMLHeadingElement>;
  /** The vehicle "Solo compatibili" narrows to. */
  veicoloAttivo: VeicoloDellaRicerca;
  /** A card's fit for that vehicle, composed in by the page; nothing without a vehicle. */
  compatibilita?: (auto: AutoCard) => ReactNode;
  /** What else the page offers for this search beside the sort, composed in by the page ("Salva ricerca"). */
  azioni?: ReactNode;
  /** What the page offers when nothing matches, under the reset, composed in by the page ("Cerco ricambio"). */
  seVuoto?: ReactNode;
}

const SCHELETRI = [0, 1, 2, 3, 4, 5];

/** docs/rules.md §3 Home results: heading, cards, 6 skeletons while loading, empty state with reset, pages. */
export function VeicoliDisponibili({ filtri, onCambiaFiltri, titoloRef, veicoloAttivo, compatibilita, azioni, seVuoto }: VeicoliDisponibiliProps) {
  const ricerca = useRicercaVeicoli(filtri, veicoloAttivo);
  // "Solo compatibili" narrows nothing without a vehicle: the heading does not say the results are filtered by it.
  const soloCompatibili = filtri.soloCompatibili && (veicoloAttivo.veicolo !== null || veicoloAttivo.inCaricamento);
  const filtrato = haFiltri({ ...filtri, soloCompatibili });
  // Filters go; the sort is no filter and stays.
  const azzera = () => onCambiaFiltri({ ...NESSUN_FILTRO, ordinamento: filtri.ordinamento });

  useEffect(() => {
    if (ricerca.isError) toast.error(MESSAGGI.inserzione.erroreVeicoli, { id: 'errore-veicoli' });
  }, [ricerca.isError]);

  const risultati = ricerca.data;
  const totalePagine = risultati ? Math.max(1, Math.ceil(risultati.total / risultati.pageSize)) : 1;

  return (
    <section aria-labelledby="titolo-veicoli" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          {/* Focusable by script only (tabIndex -1); scroll-mt keeps it clear of the sticky navbar. */}
          <h2
            id="titolo-veicoli"
            ref={titoloRef}
            tabIndex={-1}
            className="scroll-mt-24 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
          >
            {filtrato ? 'Risultati Ricerca' : 'Veicoli Disponibili'}
          </h2>
          {risultati && risultati.total > 0 && (
            <p className="mt-1 text-sm text-slate-600" aria-live="polite">
              {etichettaTotaleVeicoli(risultati)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Ordina per
            <select
              value={filtri.ordinamento}
              onChange={(e) => onCambiaFiltri({ ...filtri, ordinamento: e.target.value as OrdinamentoRicerca, page: 1 })}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
            >
              {ORDINAMENTI_RICERCA.map((ordinamento) => (
                <option key={ordinamento} value={ordinamento}>
                  {ETICHETTE_ORDINAMENTO[ordinamento]}
                </option>
              ))}
            </select>
          </label>
          <Link to="/come-ordiniamo" className="text-sm text-slate-500 underline hover:text-brand-700">
            Come ordiniamo i risultati
          </Link>
          {filtrato && risultati && risultati.total > 0 && (
            <Button variante="secondary" onClick={azzera}>
              <RotateCcw aria-hidden className="size-4" />
              Reset Filtri
            </Button>
          )}
          {azioni}
        </div>
      </div>

      <div className="mt-8" aria-busy={ricerca.isFetching || undefined}>
        {ricerca.isPending ? (
          <GrigliaVeicoli>
            {SCHELETRI.map((n) => (
              <VeicoloCardScheletro key={n} />
            ))}
          </GrigliaVeicoli>
        ) : ricerca.isError && !risultati ? (
          <ErroreCaricamento onRiprova={() => void ricerca.refetch()} inAttesa={ricerca.isRefetching} />
        ) : risultati && risultati.items.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <SearchX aria-hidden className="size-10 text-slate-400" />
            <p className="mt-4 text-lg font-semibold text-slate-900">Nessun risultato trovato</p>
            <p className="mt-1 text-sm text-slate-600">Prova a cambiare o togliere qualche filtro.</p>
            <Button className="mt-6" onClick={azzera}>
              <RotateCcw aria-hidden className="size-4" />
              Reset Filtri
            </Button>
            {seVuoto}
          </div>
        ) : (
          risultati && (
            <>
              {/* Each card keeps its own failures; this keeps the heading, the search and the pages around any other. */}
              <ConfineErrori ripristino={risultati}>
                <GrigliaVeicoli>
                  {risultati.items.map((auto) => (
                    <VeicoloCard key={auto.id} auto={auto} compatibilita={compatibilita} />
                  ))}
                </GrigliaVeicoli>
              </ConfineErrori>
              <Paginazione
                pagina={risultati.page}
                totalePagine={totalePagine}
                onCambia={(page) => onCambiaFiltri({ ...filtri, page })}
              />
            </>
          )
        )}
      </div>
    </section>
  );
}
