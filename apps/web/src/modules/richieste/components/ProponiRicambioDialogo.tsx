import { chiaveNome, formattaEuro, MESSAGGI, nomeVeicolo } from '@ricambiamo/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import type { AutoCard } from '../../catalogo/api/auto-card';
import type { AutoDettaglio } from '../../catalogo/api/auto-dettaglio';
import { inserzioneQuery } from '../../catalogo/api/inserzione.query';
import { useMieInserzioni } from '../../inserzioni/hooks/useMieInserzioni';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { Spinner } from '../../ui/components/Spinner';
import type { Richiesta } from '../api/richiesta.fragment';
import { TESTI_RICHIESTE } from '../api/testi';
import { useRispondiRichiesta } from '../hooks/useRichieste';

const T = TESTI_RICHIESTE;

interface ProponiRicambioDialogoProps {
  richiesta: Pick<Richiesta, 'id' | 'marca' | 'modello'>;
  /** The parts this seller proposed already: once per request and part. */
  giaProposti: ReadonlySet<string>;
  onChiudi: () => void;
}

/** The seller's listings with a part to sell, those of the requested make and model first. */
function inserzioniDaProporre(inserzioni: AutoCard[], { marca, modello }: Pick<Richiesta, 'marca' | 'modello'>): AutoCard[] {
  const stessa = (auto: AutoCard) => chiaveNome(auto.marca) === chiaveNome(marca) && chiaveNome(auto.modello) === chiaveNome(modello);
  return inserzioni
    .filter((auto) => auto.ricambiDisponibili > 0)
    .sort((a, b) => Number(stessa(b)) - Number(stessa(a)));
}

/**
 * "Proponi un ricambio": one of the seller's listings (the dashboard's own list), then one of its available parts, as
 * catalogue has it now; the demand service checks again that both are the seller's and the part still for sale.
 */
export function ProponiRicambioDialogo({ richiesta, giaProposti, onChiudi }: ProponiRicambioDialogoProps) {
  const id = useId();
  const inserzioni = useMieInserzioni('');
  const [autoId, setAutoId] = useState('');
  const [ricambioId, setRicambioId] = useState('');
  const auto = useQuery({ ...inserzioneQuery(useGraphqlClient(), autoId), enabled: autoId !== '' });
  const rispondi = useRispondiRichiesta();

  const proponi = async () => {
    try {
      await rispondi.mutateAsync({ richiestaId: richiesta.id, autoId, ricambioId });
      toast.success(T.propostaInviata);
      onChiudi();
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.generico));
    }
  };

  let scelta;
  if (inserzioni.isPending) {
    scelta = <Spinner className="size-6 text-brand-700" label="Caricamento delle inserzioni" />;
  } else if (inserzioni.isError) {
    scelta = <ErroreCaricamento onRiprova={() => void inserzioni.refetch()} inAttesa={inserzioni.isRefetching} />;
  } else {
    const proponibili = inserzioniDaProporre(inserzioni.data, richiesta);
    scelta =
      proponibili.length === 0 ? (
        <p className="text-slate-600">{T.nessunaInserzione}</p>
      ) : (
        <>
          <div>
            <label htmlFor={`${id}-inserzione`} className="mb-1.5 block font-medium text-slate-700">
              {T.inserzione}
            </label>
            <select
              id={`${id}-inserzione`}
              value={autoId}
              onChange={(evento) => {
                setAutoId(evento.target.value);
                setRicambioId('');
              }}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
            >
              <option value="">{T.scegliInserzione}</option>
              {proponibili.map((inserzione) => (
                <option key={inserzione.id} value={inserzione.id}>
                  {nomeVeicolo(inserzione)}
                </option>
              ))}
            </select>
          </div>
          {autoId !== '' && <SceltaRicambio auto={auto} giaProposti={giaProposti} scelto={ricambioId} onScegli={setRicambioId} />}
        </>
      );
  }

  return (
    <Dialogo titolo={T.proponi} onChiudi={() => !rispondi.isPending && onChiudi()}>
      <div className="space-y-4 text-sm">
        {scelta}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={rispondi.isPending}>
            Annulla
          </Button>
          <Button onClick={() => void proponi()} disabled={ricambioId === ''} inAttesa={rispondi.isPending}>
            <PackagePlus aria-hidden className="size-4" />
            {T.invioProposta}
          </Button>
        </div>
      </div>
    </Dialogo>
  );
}

interface SceltaRicambioProps {
  auto: UseQueryResult<AutoDettaglio>;
  giaProposti: ReadonlySet<string>;
  scelto: string;
  onScegli: (ricambioId: string) => void;
}

/** The chosen listing's parts still for sale and not proposed yet, with their price and shipping. */
function SceltaRicambio({ auto, giaProposti, scelto, onScegli }: SceltaRicambioProps) {
  if (auto.isPending) return <Spinner className="size-6 text-brand-700" label={T.caricamentoRicambi} />;
  if (auto.isError) return <ErroreCaricamento onRiprova={() => void auto.refetch()} inAttesa={auto.isRefetching} />;
  const ricambi = auto.data.ricambi.filter((ricambio) => ricambio.disponibile && !giaProposti.has(ricambio.id));
  if (ricambi.length === 0) return <p className="text-slate-600">{T.nessunRicambioDisponibile}</p>;
  return (
    <fieldset>
      <legend className="mb-1.5 font-medium text-slate-700">{T.ricambio}</legend>
      <div className="space-y-1.5">
        {ricambi.map((ricambio) => (
          <label key={ricambio.id} className="flex items-start gap-2 rounded-lg border border-slate-200 p-2.5 text-slate-800">
            <input
              type="radio"
              name="ricambio"
              value={ricambio.id}
              checked={scelto === ricambio.id}
              onChange={() => onScegli(ricambio.id)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block font-medium">{ricambio.nome}</span>
              <span className="block text-xs text-slate-500">
                {formattaEuro(ricambio.prezzoCentesimi)} {T.spedizione(formattaEuro(ricambio.spedizioneCentesimi))}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
