import { MESSAGGI_ORDINE } from '@ricambiamo/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button } from '../../ui/components/Button';
import { azioniOrdine, type StatoOrdineSeller } from '../api/azioni-ordine';
import type { Ordine } from '../api/ordine';
import { useAggiornaStatoOrdine } from '../hooks/useAggiornaStatoOrdine';

/**
 * docs/rules.md §5 seller actions for the order's status. Cancelling releases the parts for other buyers and cannot be undone,
 * so it asks once more.
 */
export function AzioniOrdine({ ordine }: { ordine: Ordine }) {
  const aggiorna = useAggiornaStatoOrdine();
  const [confermaCancella, setConfermaCancella] = useState(false);
  const azioni = azioniOrdine(ordine.stato);
  if (azioni.length === 0) return null;

  const esegui = async (stato: StatoOrdineSeller) => {
    try {
      await aggiorna.mutateAsync({ ordineId: ordine.id, stato });
      toast.success(MESSAGGI_ORDINE.statoAggiornato);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_ORDINE.erroreStato));
    } finally {
      setConfermaCancella(false);
    }
  };

  if (confermaCancella) {
    return (
      <div role="group" aria-label="Conferma cancellazione" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm">
        <p className="font-medium text-red-800">Cancellare l&apos;ordine #{ordine.codice}? I ricambi torneranno disponibili per altri acquirenti.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            onClick={() => void esegui('cancelled')}
            inAttesa={aggiorna.isPending}
            className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600"
          >
            Sì, cancella
          </Button>
          <Button variante="secondary" onClick={() => setConfermaCancella(false)} disabled={aggiorna.isPending}>
            No
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      {azioni.map(({ stato, etichetta }) =>
        stato === 'cancelled' ? (
          <Button key={stato} variante="secondary" disabled={aggiorna.isPending} onClick={() => setConfermaCancella(true)}>
            {etichetta}
          </Button>
        ) : (
          <Button key={stato} inAttesa={aggiorna.isPending && aggiorna.variables?.stato === stato} disabled={aggiorna.isPending} onClick={() => void esegui(stato)}>
            {etichetta}
          </Button>
        ),
      )}
    </div>
  );
}
