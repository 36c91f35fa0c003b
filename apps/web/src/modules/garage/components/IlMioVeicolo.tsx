import { MASSIMO_VEICOLI_GARAGE, MESSAGGI_GARAGE } from '@ricambiamo/contracts';
import { CarFront, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { Spinner } from '../../ui/components/Spinner';
import type { VeicoloSalvato } from '../api/veicolo';
import { useMieiVeicoli } from '../hooks/useMieiVeicoli';
import { ModuloVeicolo } from './ModuloVeicolo';
import { VoceVeicolo } from './VoceVeicolo';

/** The form open: to add a vehicle (null) or to edit one. */
type Modulo = { veicolo: VeicoloSalvato | null } | null;

/** "Il mio veicolo" on the buyer's profile (docs/rules.md §3.6): the garage, its active vehicle, the form. */
export function IlMioVeicolo() {
  const veicoli = useMieiVeicoli();
  const [modulo, setModulo] = useState<Modulo>(null);
  const quanti = veicoli.data?.length ?? 0;
  const pieno = quanti >= MASSIMO_VEICOLI_GARAGE;

  return (
    <section aria-labelledby="il-mio-veicolo" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="il-mio-veicolo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <CarFront aria-hidden className="size-5 text-brand-700" />
            Il mio veicolo
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Salva fino a {MASSIMO_VEICOLI_GARAGE} veicoli: il veicolo attivo è quello per cui cerchi i ricambi.
          </p>
        </div>
        {veicoli.data && !modulo && (
          <Button onClick={() => setModulo({ veicolo: null })} disabled={pieno}>
            <Plus aria-hidden className="size-4" />
            Aggiungi veicolo
          </Button>
        )}
      </div>

      <div className="mt-6 space-y-4">
        {veicoli.isPending && <Spinner />}
        {veicoli.isError && (
          <ErroreCaricamento onRiprova={() => void veicoli.refetch()} inAttesa={veicoli.isFetching} messaggio={MESSAGGI_GARAGE.caricamento} />
        )}
        {veicoli.data &&
          (quanti === 0 ? (
            !modulo && <p className="text-sm text-slate-500">Non hai ancora salvato un veicolo.</p>
          ) : (
            <ul className="space-y-3" aria-label="I tuoi veicoli">
              {veicoli.data.map((veicolo) => (
                <VoceVeicolo key={veicolo.id} veicolo={veicolo} onModifica={() => setModulo({ veicolo })} bloccata={modulo !== null} />
              ))}
            </ul>
          ))}
        {pieno && !modulo && <p className="text-sm text-slate-500">{MESSAGGI_GARAGE.garagePieno}</p>}
        {modulo && <ModuloVeicolo key={modulo.veicolo?.id ?? 'nuovo'} veicolo={modulo.veicolo} onChiudi={() => setModulo(null)} />}
      </div>
    </section>
  );
}
