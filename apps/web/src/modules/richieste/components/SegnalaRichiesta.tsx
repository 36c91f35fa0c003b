import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useSessione } from '../../auth/hooks/useSessione';
import { SegnalaContenuto } from '../../segnalazioni/components/SegnalaContenuto';
import { Button } from '../../ui/components/Button';
import type { Richiesta } from '../api/richiesta.fragment';
import { TESTI_RICHIESTE } from '../api/testi';
import { SegnalaRichiestaDialogo } from './SegnalaRichiestaDialogo';

const T = TESTI_RICHIESTE;
const discreto = 'text-slate-600 hover:bg-red-50 hover:text-red-700';

/**
 * "Segnala" under a request that is not the reader's own: signed in, once, with the request's own reasons, and once
 * reported it says so instead; a visitor reports it with the form anyone uses for any content (art. 16 DSA).
 */
export function SegnalaRichiesta({ richiesta, titolo }: { richiesta: Pick<Richiesta, 'id' | 'segnalata'>; titolo: string }) {
  const { utente, inCaricamento } = useSessione();
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
        <SegnalaContenuto oggetto="richiesta" oggettoId={richiesta.id} titolo={titolo} />
      )}
      {aperto && <SegnalaRichiestaDialogo richiestaId={richiesta.id} onChiudi={() => setAperto(false)} />}
    </div>
  );
}
