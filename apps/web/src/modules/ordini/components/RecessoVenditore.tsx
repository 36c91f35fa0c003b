import { AZIONI_RECESSO, formattaEuro, MESSAGGI_RECESSO, PROSSIMO_STATO_RECESSO, type StatoRecesso } from '@ricambiamo/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button } from '../../ui/components/Button';
import type { Ordine } from '../api/ordine';
import { useAvanzaRecesso } from '../hooks/useRecesso';
import { type RecessoOrdine, RiepilogoRecesso } from './RiepilogoRecesso';

/** What the seller is asked to do at each step, before the button that records it. */
const DA_FARE: Record<StatoRecesso, (importo: string, erroreVenditore: boolean) => string> = {
  richiesto: (_importo, erroreVenditore) =>
    'Il cliente ha esercitato il diritto di recesso. ' +
    (erroreVenditore
      ? `Accetta il reso. ${MESSAGGI_RECESSO.erroreVenditore}`
      : 'Accetta il reso: il cliente rispedisce i ricambi a sue spese, salvo tuo errore.'),
  accettato: () => 'Quando i ricambi resi arrivano, controllali e segnali come ricevuti.',
  ricevuto: (importo) => `Rimborsa ${importo} con bonifico sul conto da cui è arrivato il pagamento, poi registra il rimborso.`,
  rimborsato: () => 'Recesso concluso.',
};

/** The withdrawal on the seller's order card, with the button for its next step. */
export function RecessoVenditore({ ordine, recesso }: { ordine: Ordine; recesso: RecessoOrdine }) {
  const id = useId();
  const avanza = useAvanzaRecesso();
  const [rimetti, setRimetti] = useState(true);
  const prossimo = PROSSIMO_STATO_RECESSO[recesso.stato];

  const registra = async (stato: Exclude<StatoRecesso, 'richiesto'>) => {
    try {
      await avanza.mutateAsync({ ordineId: ordine.id, stato, ...(stato === 'ricevuto' && { rimettiInVendita: rimetti }) });
      toast.success(MESSAGGI_RECESSO.passoRegistrato);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_RECESSO.erroreAggiornamento));
    }
  };

  return (
    <RiepilogoRecesso ordine={ordine} recesso={recesso}>
      <p className="mt-3 text-slate-700">{DA_FARE[recesso.stato](formattaEuro(recesso.importoCentesimi), recesso.erroreVenditore)}</p>
      {recesso.rimessiInVendita && <p className="mt-1 text-slate-700">I ricambi resi sono di nuovo in vendita.</p>}
      {prossimo && (
        <div className="mt-3 space-y-3">
          {prossimo === 'ricevuto' && (
            <label htmlFor={`${id}-rimetti`} className="flex items-center gap-2 text-slate-800">
              <input
                id={`${id}-rimetti`}
                type="checkbox"
                checked={rimetti}
                onChange={(e) => setRimetti(e.target.checked)}
                className="size-4 accent-brand-700"
              />
              {MESSAGGI_RECESSO.rimettiInVendita}
            </label>
          )}
          <Button inAttesa={avanza.isPending} onClick={() => void registra(prossimo)}>
            {AZIONI_RECESSO[prossimo]}
          </Button>
        </div>
      )}
    </RiepilogoRecesso>
  );
}
