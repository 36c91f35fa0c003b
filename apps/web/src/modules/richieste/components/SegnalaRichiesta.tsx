import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { linkAccesso } from '../../auth/api/ritorno';
import { useSessione } from '../../auth/hooks/useSessione';
import { Button } from '../../ui/components/Button';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import type { Richiesta } from '../api/richiesta.fragment';
import { TESTI_RICHIESTE } from '../api/testi';
import { SegnalaRichiestaDialogo } from './SegnalaRichiestaDialogo';

const T = TESTI_RICHIESTE;
const discreto = 'text-slate-600 hover:bg-red-50 hover:text-red-700';

/**
 * "Segnala" under a request that is not the reader's own: a visitor logs in first and comes back to it; once reported,
 * it says so instead.
 */
export function SegnalaRichiesta({ richiesta }: { richiesta: Pick<Richiesta, 'id' | 'segnalata'> }) {
  const { utente, inCaricamento } = useSessione();
  const { pathname } = useLocation();
  const [aperto, setAperto] = useState(false);
  if (inCaricamento) return null;
  if (richiesta.segnalata) {
    return (
      <p className="flex items-center justify-end gap-1.5 text-sm text-slate-500">
        <Flag aria-hidden className="size-4" />
        {T.segnalata}
      </p>
    );
  }
  return (
    <div className="flex justify-end">
      {utente ? (
        <Button variante="ghost" onClick={() => setAperto(true)} className={discreto}>
          <Flag aria-hidden className="size-4" />
          {T.segnala}
        </Button>
      ) : (
        <LinkPulsante to={linkAccesso(pathname)} icona={Flag} variante="ghost" className={discreto}>
          {T.segnala}
        </LinkPulsante>
      )}
      {aperto && <SegnalaRichiestaDialogo richiestaId={richiesta.id} onChiudi={() => setAperto(false)} />}
    </div>
  );
}
