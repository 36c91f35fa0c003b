import { ricercaVuota } from '@ricambiamo/contracts';
import { BellPlus, BookmarkCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { FiltriRicerca, VeicoloDellaRicerca } from '../../catalogo/api/filtri-ricerca';
import { linkAccesso } from '../../auth/api/ritorno';
import { useSessione } from '../../auth/hooks/useSessione';
import { Button } from '../../ui/components/Button';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { filtriDaSalvare } from '../api/filtri-salvati';
import { TESTI_RICERCHE } from '../api/testi';

// The dialog's form and validation download when a buyer saves, not with every view of the home.
const SalvaRicercaDialogo = lazy(() => import('./SalvaRicercaDialogo').then((m) => ({ default: m.SalvaRicercaDialogo })));

interface SalvaRicercaProps {
  /** The home's search as its address has it. */
  filtri: FiltriRicerca;
  /** The vehicle "Solo compatibili" narrows to, kept with the search. */
  veicoloAttivo: VeicoloDellaRicerca;
}

/**
 * "Salva ricerca" beside the home's results, for a search with words or filters: a buyer names it and chooses how to be
 * alerted, a visitor logs in first and comes back to the same search; a seller or an operator buys nothing and is alerted of nothing.
 */
export function SalvaRicerca({ filtri, veicoloAttivo: { veicolo, inCaricamento: veicoloInCaricamento } }: SalvaRicercaProps) {
  const { utente, inCaricamento } = useSessione();
  const { pathname, search } = useLocation();
  const [aperto, setAperto] = useState(false);
  // The search just saved: another search is saved anew, and coming back to this one offers it again.
  const [salvata, setSalvata] = useState<string | null>(null);
  const daSalvare = filtriDaSalvare(filtri, veicolo);
  const chiave = JSON.stringify(daSalvare);

  // "Solo compatibili" is saved as the vehicle it narrows to: not before that vehicle is known.
  const inAttesa = inCaricamento || (filtri.soloCompatibili && veicoloInCaricamento);
  if (inAttesa || (utente && utente.ruolo !== 'acquirente') || ricercaVuota(daSalvare)) return null;
  if (!utente) {
    return (
      <LinkPulsante to={linkAccesso(`${pathname}${search}`)} icona={BellPlus} variante="secondary">
        {TESTI_RICERCHE.salva}
      </LinkPulsante>
    );
  }
  if (salvata === chiave) {
    return (
      <LinkPulsante to="/acquirente/ricerche" icona={BookmarkCheck} variante="secondary">
        {TESTI_RICERCHE.salvata}
      </LinkPulsante>
    );
  }
  return (
    <>
      <Button variante="secondary" onClick={() => setAperto(true)}>
        <BellPlus aria-hidden className="size-4" />
        {TESTI_RICERCHE.salva}
      </Button>
      {aperto && (
        <Suspense>
          <SalvaRicercaDialogo
            filtri={daSalvare}
            onChiudi={() => setAperto(false)}
            onSalvata={() => {
              setAperto(false);
              setSalvata(chiave);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
