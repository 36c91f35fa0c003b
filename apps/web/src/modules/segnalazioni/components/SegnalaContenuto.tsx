import type { OggettoModulo } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The form and its schema download when someone reports, not with every view of a listing or a seller.
const SegnalazioneDialogo = lazy(() => import('./SegnalazioneDialogo').then((m) => ({ default: m.SegnalazioneDialogo })));

const PULSANTE: Readonly<Record<OggettoModulo, string>> = {
  inserzione: 'Segnala questa inserzione',
  venditore: 'Segnala questo venditore',
  recensione: 'Segnala questa recensione',
  richiesta: 'Segnala questa richiesta',
};

interface SegnalaContenutoProps {
  oggetto: OggettoModulo;
  oggettoId: string;
  /** What is reported, as the dialog names it: "Fiat Panda 2012", "Ricambi Reno", "la recensione di Mario R.". */
  titolo: string;
  className?: string;
}

/**
 * "Segnala" on a listing, a seller's page, a review or a request (art. 16 DSA, docs/rules.md §3.22): for anyone, signed
 * in or not. A review's or request's own parties report it in its service instead, once each.
 */
export function SegnalaContenuto({ oggetto, oggettoId, titolo, className }: SegnalaContenutoProps) {
  const [aperto, setAperto] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAperto(true)}
        className={clsx('inline-flex items-center gap-1.5 text-sm text-slate-500 hover:text-red-700 hover:underline', className)}
      >
        <Flag aria-hidden className="size-4" />
        {PULSANTE[oggetto]}
      </button>
      {aperto && (
        <Suspense fallback={null}>
          <SegnalazioneDialogo oggetto={oggetto} oggettoId={oggettoId} titolo={titolo} onChiudi={() => setAperto(false)} />
        </Suspense>
      )}
    </>
  );
}
