import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { linkAccesso } from '../../auth/api/ritorno';
import { useSessione } from '../../auth/hooks/useSessione';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { TESTI_RICHIESTE } from '../api/testi';

const NUOVA = '/cerco/nuova';

/**
 * Where publishing a request starts: a buyer at the form, a visitor at the login that comes back to it; a seller or an operator buys
 * nothing, and is offered nothing. Null until the session is known.
 */
function useIndirizzoNuovaRichiesta(): string | null {
  const { utente, inCaricamento } = useSessione();
  if (inCaricamento || (utente && utente.ruolo !== 'acquirente')) return null;
  return utente ? NUOVA : linkAccesso(NUOVA);
}

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

/** Under the home's "Nessun risultato trovato": a car nobody lists yet may still be in a yard. */
export function SuggerimentoCercoRicambio() {
  const indirizzo = useIndirizzoNuovaRichiesta();
  if (!indirizzo) return null;
  return (
    <Link to={indirizzo} className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
      <Megaphone aria-hidden className="size-4" />
      {TESTI_RICHIESTE.nonLoTrovi}
    </Link>
  );
}
