import { MESSAGGI_ORDINE } from '@ricambiamo/contracts';
import { LogIn, ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { linkAccesso } from '../../auth/api/ritorno';
import type { Utente } from '../../auth/api/utente';
import { Button } from '../../ui/components/Button';
import { LinkPulsante } from '../../ui/components/LinkPulsante';

const TOAST_REGOLA = 'regola-acquisto';

interface ProcediAcquistoProps {
  selezionati: number;
  /** The visitor asked for the checkout: a buyer gets it, anyone else the docs/rules.md §2 reason why not. */
  checkoutRichiesto: boolean;
  utente: Utente | null;
  /** This page with the same parts at the checkout step, where a login brings the visitor back. */
  ritorno: string;
  onProcedi: () => void;
}

/** docs/rules.md §3/§6/§2: Procedi all'Acquisto needs a selected part, a login and the buyer role. */
export function ProcediAcquisto({ selezionati, checkoutRichiesto, utente, ritorno, onProcedi }: ProcediAcquistoProps) {
  const nessuno = selezionati === 0;
  const motivo =
    utente?.ruolo === 'acquirente' ? null : utente ? MESSAGGI_ORDINE.soloAcquirenti : MESSAGGI_ORDINE.autenticazioneRichiesta;
  const bloccato = checkoutRichiesto && !nessuno && motivo !== null;
  const accedi = linkAccesso(ritorno);

  // docs/rules.md §8: the buying rules show as a toast, where every message of the product shows; the panel below
  // stays, with the way to log in, after the toast has gone. One id, so pressing again does not stack them.
  const avvisa = () => {
    if (motivo === null) return;
    // No action of its own: the panel's Accedi is right below, and a second one would outlive the page in the toast's
    // fade-out, beside the login form's.
    toast.warning(motivo, { id: TOAST_REGOLA });
  };
  // Once each time the panel appears, arriving with the checkout asked for included (a seller who logged in from the
  // panel's link comes back here); not on every render.
  useEffect(() => {
    if (bloccato) avvisa();
  }, [bloccato]);
  // The toast speaks of this page: leaving it (to log in, say) takes it away, or the login page would show a second
  // Accedi beside its own.
  useEffect(() => () => void toast.dismiss(TOAST_REGOLA), []);

  return (
    <div className="mt-4">
      <Button
        className="w-full"
        disabled={nessuno}
        aria-describedby={nessuno ? 'perche-procedi' : undefined}
        onClick={() => {
          // A second press with the panel already there still answers.
          if (bloccato) avvisa();
          onProcedi();
        }}
      >
        <ShoppingBag aria-hidden className="size-4" />
        Procedi all&apos;Acquisto
      </Button>
      {nessuno && (
        <p id="perche-procedi" className="mt-2 text-center text-sm text-slate-500">
          {MESSAGGI_ORDINE.selezionaRicambi}
        </p>
      )}
      {bloccato && (
        <div role="alert" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-medium">{motivo}</p>
          {!utente && (
            <>
              <LinkPulsante to={accedi} icona={LogIn} className="mt-3 w-full">
                Accedi
              </LinkPulsante>
              <p className="mt-2 text-center text-amber-800">
                Non hai un account?{' '}
                <Link to="/registrazione" className="font-semibold underline underline-offset-4">
                  Registrati come acquirente
                </Link>
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
