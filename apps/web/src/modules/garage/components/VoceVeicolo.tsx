import { MESSAGGI_GARAGE, nomeVeicolo } from '@ricambiamo/contracts';
import { CircleCheck, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { ETICHETTA_CARBURANTE } from '../../catalogo/api/etichette';
import { Button } from '../../ui/components/Button';
import type { VeicoloSalvato } from '../api/veicolo';
import { useAttivaVeicolo } from '../hooks/useAttivaVeicolo';
import { useEliminaVeicolo } from '../hooks/useEliminaVeicolo';

interface VoceVeicoloProps {
  veicolo: VeicoloSalvato;
  onModifica: () => void;
  /** While another change of the garage is on its way. */
  bloccata: boolean;
}

/** One vehicle of the garage: its data, its VIN with what it says, and what the buyer can do with it. */
export function VoceVeicolo({ veicolo, onModifica, bloccata }: VoceVeicoloProps) {
  const attiva = useAttivaVeicolo();
  const elimina = useEliminaVeicolo();
  const nome = nomeVeicolo(veicolo);
  const inAttesa = attiva.isPending || elimina.isPending;

  const rendiAttivo = async () => {
    try {
      await attiva.mutateAsync(veicolo.id);
      toast.success(MESSAGGI_GARAGE.attivato(nome));
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_GARAGE.attivazione));
    }
  };

  const eliminaVeicolo = async () => {
    try {
      await elimina.mutateAsync(veicolo.id);
      toast.success(MESSAGGI_GARAGE.eliminato);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_GARAGE.eliminazione));
    }
  };

  const dati = [
    ETICHETTA_CARBURANTE[veicolo.carburante],
    `${veicolo.cilindrata} cc`,
    `${veicolo.kw} kW`,
    ...(veicolo.codiceMotore ? [`codice motore ${veicolo.codiceMotore}`] : []),
  ];

  return (
    <li
      aria-label={nome}
      className={
        veicolo.attivo ? 'rounded-xl border-2 border-brand-600 bg-brand-50/40 p-4' : 'rounded-xl border border-slate-200 bg-white p-4'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {nome}
            {veicolo.attivo && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                <CircleCheck aria-hidden className="size-3.5" />
                Attivo
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-slate-600">{dati.join(' · ')}</p>
          {veicolo.numeroTelaio && (
            <p className="mt-1 font-mono text-xs text-slate-500">
              Telaio {veicolo.numeroTelaio}
              {veicolo.vinMarca && <span className="font-sans"> · {veicolo.vinMarca}</span>}
            </p>
          )}
          {veicolo.avvisiVin.map((avviso) => (
            <p key={avviso} className="mt-2 flex gap-2 text-sm text-amber-900">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {avviso}
            </p>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {!veicolo.attivo && (
            <Button variante="secondary" onClick={() => void rendiAttivo()} inAttesa={attiva.isPending} disabled={bloccata || inAttesa}>
              Rendi attivo<span className="sr-only"> {nome}</span>
            </Button>
          )}
          <Button variante="ghost" onClick={onModifica} disabled={bloccata || inAttesa}>
            <Pencil aria-hidden className="size-4" />
            Modifica<span className="sr-only"> {nome}</span>
          </Button>
          <Button variante="ghost" onClick={() => void eliminaVeicolo()} inAttesa={elimina.isPending} disabled={bloccata || inAttesa}>
            <Trash2 aria-hidden className="size-4" />
            Elimina<span className="sr-only"> {nome}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
