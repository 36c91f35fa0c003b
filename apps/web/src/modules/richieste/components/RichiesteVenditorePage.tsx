import { CATALOGO_RICAMBI } from '@ricambiamo/contracts';
import { Filter, PackageSearch } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useSessione } from '../../auth/hooks/useSessione';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { TextField } from '../../ui/components/TextField';
import { ricambioDelCatalogo, testoDelModulo, type FiltriRichiesteVenditore } from '../api/filtri';
import { TESTI_RICHIESTE } from '../api/testi';
import { useRichiesteVenditore } from '../hooks/useRichieste';
import { CaricamentoRichieste } from './CaricamentoRichieste';
import { RispostaVenditore } from './RispostaVenditore';
import { SchedaRichiesta } from './SchedaRichiesta';

const T = TESTI_RICHIESTE;

/** The filters live in the address (?marca=&ricambio=), so a reload or a back step keeps them. */
function useFiltri(): [FiltriRichiesteVenditore, (filtri: FiltriRichiesteVenditore) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filtri = { marca: (searchParams.get('marca') ?? '').trim(), ricambio: ricambioDelCatalogo(searchParams.get('ricambio')) };
  const imposta = ({ marca, ricambio }: FiltriRichiesteVenditore) =>
    setSearchParams({ ...(marca ? { marca } : {}), ...(ricambio ? { ricambio } : {}) });
  return [filtri, imposta];
}

/**
 * /venditore/richieste: the open requests the seller's stock can answer (the demand service matches them), newest first,
 * by make or part, each with the seller's answers and the way to give one.
 */
export function RichiesteVenditorePage() {
  const [filtri, imposta] = useFiltri();
  const richieste = useRichiesteVenditore(filtri);
  const { utente } = useSessione();
  const filtrate = filtri.marca !== '' || filtri.ricambio !== '';

  let contenuto;
  if (richieste.isPending || !utente) {
    contenuto = <CaricamentoRichieste etichetta={T.caricamento} />;
  } else if (richieste.isError) {
    contenuto = <ErroreCaricamento messaggio={T.erroreCaricamento} onRiprova={() => void richieste.refetch()} inAttesa={richieste.isRefetching} />;
  } else if (richieste.data.length === 0) {
    contenuto = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <PackageSearch aria-hidden className="size-10 text-brand-600" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{filtrate ? T.nessunaPerVenditoreFiltri : T.nessunaPerVenditore}</h2>
      </div>
    );
  } else {
    contenuto = (
      <ul className="space-y-4">
        {richieste.data.map((richiesta) => (
          <SchedaRichiesta key={richiesta.id} richiesta={richiesta}>
            <RispostaVenditore richiesta={richiesta} venditoreId={utente.id} />
          </SchedaRichiesta>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-5">
      <IntestazionePagina titolo={T.perVenditore} classeDescrizione="max-w-2xl">
        {T.perVenditoreDescrizione}
      </IntestazionePagina>
      {/* Keyed by the address, so the inputs show what a back step put there. */}
      <form
        key={`${filtri.marca}|${filtri.ricambio}`}
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(evento) => {
          evento.preventDefault();
          imposta({
            marca: testoDelModulo(evento.currentTarget, 'marca'),
            ricambio: ricambioDelCatalogo(testoDelModulo(evento.currentTarget, 'ricambio')),
          });
        }}
      >
        <TextField name="marca" label={T.filtroMarca} placeholder="Fiat" defaultValue={filtri.marca} maxLength={60} className="min-w-0 flex-1 sm:max-w-xs" />
        <label className="min-w-0 flex-1 text-sm font-medium text-slate-700 sm:max-w-xs">
          <span className="mb-1.5 block">{T.filtroRicambio}</span>
          <select
            name="ricambio"
            defaultValue={filtri.ricambio}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-normal text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          >
            <option value="">{T.tuttiIRicambi}</option>
            {CATALOGO_RICAMBI.map((ricambio) => (
              <option key={ricambio} value={ricambio}>
                {ricambio}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variante="secondary" className="w-full sm:w-auto">
          <Filter aria-hidden className="size-4" />
          {T.filtra}
        </Button>
      </form>
      {contenuto}
    </div>
  );
}
