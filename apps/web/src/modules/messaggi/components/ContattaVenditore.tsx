import { MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import { MessageCircle } from 'lucide-react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { linkAccesso } from '../../auth/api/ritorno';
import { useSessione } from '../../auth/hooks/useSessione';
import { Button } from '../../ui/components/Button';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { useApriConversazione } from '../hooks/useMessaggi';

/**
 * A question to the seller before buying (docs/rules.md §3.18): a buyer opens the listing's conversation, a visitor
 * logs in first and comes back to the listing; a seller or an operator has no one to ask here.
 */
export function ContattaVenditore({ autoId, className }: { autoId: string; className?: string }) {
  const { utente, inCaricamento } = useSessione();
  const apri = useApriConversazione();
  if (inCaricamento || (utente && utente.ruolo !== 'acquirente')) return null;
  if (!utente) {
    return (
      <LinkPulsante to={linkAccesso(`/inserzione/${autoId}`)} icona={MessageCircle} variante="secondary" className={className}>
        {MESSAGGI_CONVERSAZIONE.contatta}
      </LinkPulsante>
    );
  }
  const contatta = () =>
    apri.mutate({ autoId }, { onError: (error) => toast.error(messaggioErrore(error, MESSAGGI_CONVERSAZIONE.errore)) });
  return (
    <Button variante="secondary" className={className} inAttesa={apri.isPending} onClick={contatta}>
      <MessageCircle aria-hidden className="size-4" />
      {MESSAGGI_CONVERSAZIONE.contatta}
    </Button>
  );
}
