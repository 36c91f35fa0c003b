import { MESSAGGI } from '@ricambiamo/contracts';
import { CarFront, PlusCircle, SearchX } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import type { InserzioneVenditore } from '../api/mie-inserzioni.query';
import { useEliminaInserzione } from '../hooks/useEliminaInserzione';
import { useMieInserzioni } from '../hooks/useMieInserzioni';
import { ConfermaEliminazione } from './ConfermaEliminazione';
import { TabellaInserzioni } from './TabellaInserzioni';

/** docs/rules.md §3 seller dashboard, listings tab: the table for the shared search box's text, or the first-listing prompt. */
export function InserzioniTab({ ricerca }: { ricerca: string }) {
  const inserzioni = useMieInserzioni(ricerca);
  const elimina = useEliminaInserzione();
  const [daEliminare, setDaEliminare] = useState<InserzioneVenditore | null>(null);

  const conferma = async () => {
    if (!daEliminare) return;
    try {
      await elimina.mutateAsync(daEliminare.id);
      toast.success(MESSAGGI.inserzione.eliminata);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI.inserzione.erroreEliminazione));
    } finally {
      setDaEliminare(null);
    }
  };

  if (inserzioni.isPending) {
    return <div aria-hidden className="h-48 animate-pulse rounded-2xl border border-slate-200 bg-white" />;
  }
  if (inserzioni.isError) {
    return <ErroreCaricamento onRiprova={() => void inserzioni.refetch()} inAttesa={inserzioni.isRefetching} />;
  }
  if (inserzioni.data.length === 0) {
    return ricerca ? (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchX aria-hidden className="size-8 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">Nessuna inserzione trovata</p>
        <p className="mt-1 text-sm text-slate-600">Nessuna delle tue inserzioni corrisponde a &laquo;{ricerca}&raquo;.</p>
      </div>
    ) : (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <CarFront aria-hidden className="size-10 text-brand-600" />
        <p className="mt-3 text-lg font-semibold text-slate-900">Non hai ancora inserzioni</p>
        <p className="mt-1 max-w-md text-sm text-slate-600">
          Pubblica il primo veicolo con i suoi ricambi: gli acquirenti lo trovano subito nella ricerca.
        </p>
        <LinkPulsante to="/venditore/nuova-inserzione" icona={PlusCircle} className="mt-6">
          Crea Prima Inserzione
        </LinkPulsante>
      </div>
    );
  }

  return (
    <>
      <TabellaInserzioni inserzioni={inserzioni.data} onElimina={setDaEliminare} />
      {daEliminare && (
        <ConfermaEliminazione
          titolo={`${daEliminare.marca} ${daEliminare.modello}`}
          inAttesa={elimina.isPending}
          onConferma={() => void conferma()}
          onAnnulla={() => setDaEliminare(null)}
        />
      )}
    </>
  );
}
