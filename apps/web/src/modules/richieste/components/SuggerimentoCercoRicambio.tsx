import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { useIndirizzoNuovaRichiesta } from '../hooks/useIndirizzoNuovaRichiesta';

export const SUGGERIMENTO_RICHIESTA = 'Non lo trovi? Pubblica una richiesta Cerco ricambio';

/**
 * Under the home's "Nessun risultato trovato": a car nobody lists yet may still be in a yard. A module of its own, with
 * its text, as the home page's first load takes whole modules: one shared with the requests' screens brings every export
 * they use (TESTI_RICHIESTE) into it.
 */
export function SuggerimentoCercoRicambio() {
  const indirizzo = useIndirizzoNuovaRichiesta();
  if (!indirizzo) return null;
  return (
    <Link to={indirizzo} className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
      <Megaphone aria-hidden className="size-4" />
      {SUGGERIMENTO_RICHIESTA}
    </Link>
  );
}
