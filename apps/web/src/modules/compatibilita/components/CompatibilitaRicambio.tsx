import { MESSAGGI_VERIFICA } from '@ricambiamo/contracts';
import { MessageCircleQuestion } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { linkAccesso } from '../../auth/api/ritorno';
import { useSessione } from '../../auth/hooks/useSessione';
import { BadgeCompatibilita } from '../../garage/components/BadgeCompatibilita';
import { useVeicoloAttivo } from '../../garage/hooks/useVeicoloAttivo';
import { statoVerifica, voceAncheCon } from '../api/testi';
import { useCompatibilitaRicambio } from '../hooks/useCompatibilitaInserzione';

// The question's form and its validation download when a buyer asks, not with every view of a listing.
const ChiediVerificaDialogo = lazy(() => import('./ChiediVerificaDialogo').then((m) => ({ default: m.ChiediVerificaDialogo })));

export interface CompatibilitaRicambioProps {
  autoId: string;
  ricambio: { id: string; nome: string };
}

const AZIONE = 'inline-flex items-center gap-1 text-left text-xs font-medium text-brand-700 underline-offset-4 hover:underline';

/**
 * Under a part of the listing (docs/rules.md §3.14): its fit badge for the active vehicle with the reason, the other
 * models the cross-reference knows for it, and the buyer's check: where it stands, or the button to ask one.
 */
export function CompatibilitaRicambio({ autoId, ricambio }: CompatibilitaRicambioProps) {
  const { utente } = useSessione();
  const { pathname, search } = useLocation();
  const { veicolo: attivo } = useVeicoloAttivo();
  const { veicolo, ricambio: fit, inCaricamento } = useCompatibilitaRicambio(autoId, ricambio.id);
  const [dialogo, setDialogo] = useState(false);

  if (inCaricamento && veicolo) return <p className="mt-1 h-5 w-48 animate-pulse rounded bg-slate-100" aria-hidden />;
  const verifica = fit?.verifica ?? null;
  const inAttesa = verifica !== null && verifica.esito === null;

  let azione = null;
  if (!utente) {
    azione = (
      <Link to={linkAccesso(`${pathname}${search}`)} className={AZIONE}>
        <MessageCircleQuestion aria-hidden className="size-3.5" />
        Accedi per chiedere una verifica di compatibilità
      </Link>
    );
  } else if (utente.ruolo === 'acquirente' && !veicolo) {
    azione = (
      <Link to="/acquirente/profilo" className={AZIONE}>
        {MESSAGGI_VERIFICA.senzaVeicolo}
      </Link>
    );
  } else if (utente.ruolo === 'acquirente' && veicolo && !inAttesa) {
    azione = (
      <button type="button" className={AZIONE} onClick={() => setDialogo(true)}>
        <MessageCircleQuestion aria-hidden className="size-3.5" />
        {MESSAGGI_VERIFICA.pulsante}
      </button>
    );
  }

  return (
    <div className="mt-1.5 space-y-1" data-testid="compatibilita-ricambio">
      {fit?.compatibilita && <BadgeCompatibilita compatibilita={fit.compatibilita} compatto />}
      {fit && fit.ancheCon.length > 0 && (
        <p className="text-xs text-slate-600" data-testid="compatibile-anche-con">
          <span className="font-medium">Compatibile anche con:</span> {fit.ancheCon.map(voceAncheCon).join(' · ')}
        </p>
      )}
      {verifica && (
        <p className="text-xs wrap-anywhere text-slate-700" data-testid="stato-verifica">
          {statoVerifica(verifica)}
        </p>
      )}
      {azione}
      {dialogo && veicolo && (
        <Suspense>
          <ChiediVerificaDialogo
            autoId={autoId}
            ricambio={ricambio}
            veicolo={veicolo}
            numeroTelaio={attivo?.numeroTelaio ?? null}
            onChiudi={() => setDialogo(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
