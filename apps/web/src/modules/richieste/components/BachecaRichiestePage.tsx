import { Filter, Megaphone, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { TextField } from '../../ui/components/TextField';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { testoDelModulo } from '../api/filtri';
import { TESTI_RICHIESTE } from '../api/testi';
import { useBacheca } from '../hooks/useRichieste';
import { CaricamentoRichieste } from './CaricamentoRichieste';
import { PubblicaRichiesta } from './PubblicaRichiesta';
import { SchedaRichiesta } from './SchedaRichiesta';

const T = TESTI_RICHIESTE;

/** /cerco, the public board: the open requests, newest first, without a name; ?marca= narrows them to one make. */
export function BachecaRichiestePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const marca = (searchParams.get('marca') ?? '').trim();
  const bacheca = useBacheca(marca);

  let contenuto;
  if (bacheca.isPending) {
    contenuto = <CaricamentoRichieste etichetta={T.caricamento} />;
  } else if (bacheca.isError) {
    contenuto = <ErroreCaricamento messaggio={T.erroreCaricamento} onRiprova={() => void bacheca.refetch()} inAttesa={bacheca.isRefetching} />;
  } else if (bacheca.data.length === 0) {
    contenuto = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Megaphone aria-hidden className="size-10 text-brand-600" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{marca ? T.nessunaPerMarca(marca) : T.nessunaAperta}</h2>
        <p className="mt-1 max-w-md text-sm text-slate-600">{T.nessunaTesto}</p>
        <PubblicaRichiesta className="mt-6" />
      </div>
    );
  } else {
    contenuto = (
      <ul className="space-y-4">
        {bacheca.data.map((richiesta) => (
          <SchedaRichiesta key={richiesta.id} richiesta={richiesta} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <TitoloPagina titolo={T.bacheca} descrizione={T.bachecaDescrizione} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{T.bacheca}</h1>
          <p className="mt-1 text-sm text-slate-600">{T.bachecaDescrizione}</p>
        </div>
        <PubblicaRichiesta className="w-full sm:w-auto" />
      </header>
      {/* Keyed by the address, so the box shows what a back step or a shared link put there. */}
      <form
        key={marca}
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(evento) => {
          evento.preventDefault();
          const scelta = testoDelModulo(evento.currentTarget, 'marca');
          setSearchParams(scelta ? { marca: scelta } : {});
        }}
      >
        <TextField name="marca" label={T.filtroMarca} placeholder="Fiat" defaultValue={marca} maxLength={60} className="min-w-0 flex-1 sm:max-w-xs" />
        <Button type="submit" variante="secondary">
          <Filter aria-hidden className="size-4" />
          {T.filtra}
        </Button>
        {marca && (
          <Link to="/cerco" className="inline-flex items-center gap-1 px-2 py-2.5 text-sm font-medium text-brand-700 hover:underline">
            <X aria-hidden className="size-4" />
            {T.tutteLeMarche}
          </Link>
        )}
      </form>
      {contenuto}
    </div>
  );
}
