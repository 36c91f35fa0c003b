import { Megaphone } from 'lucide-react';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { TESTI_RICHIESTE } from '../api/testi';
import { useIndirizzoNuovaRichiesta } from '../hooks/useIndirizzoNuovaRichiesta';

/** "Pubblica una richiesta" as a button, on the board and in its empty state. */
export function PubblicaRichiesta({ className }: { className?: string }) {
  const indirizzo = useIndirizzoNuovaRichiesta();
  if (!indirizzo) return null;
  return (
    <LinkPulsante to={indirizzo} icona={Megaphone} className={className}>
      {TESTI_RICHIESTE.pubblica}
    </LinkPulsante>
  );
}
