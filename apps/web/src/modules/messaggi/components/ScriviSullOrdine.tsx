import { MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import { MessageCircle } from 'lucide-react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button } from '../../ui/components/Button';
import { useApriConversazione } from '../hooks/useMessaggi';

/** The order's conversation, from either side's card: found or started by the server, then opened. */
export function ScriviSullOrdine({ ordineId, ruolo }: { ordineId: string; ruolo: 'acquirente' | 'venditore' }) {
  const apri = useApriConversazione();
  const scrivi = () =>
    apri.mutate({ ordineId }, { onError: (error) => toast.error(messaggioErrore(error, MESSAGGI_CONVERSAZIONE.errore)) });
  return (
    <Button variante="secondary" className="px-3 py-1.5" inAttesa={apri.isPending} onClick={scrivi}>
      <MessageCircle aria-hidden className="size-4" />
      {ruolo === 'acquirente' ? MESSAGGI_CONVERSAZIONE.scriviVenditore : MESSAGGI_CONVERSAZIONE.scriviAcquirente}
    </Button>
  );
}
