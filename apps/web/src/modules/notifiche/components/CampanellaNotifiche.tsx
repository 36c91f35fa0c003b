import { contatoreBreve, etichettaCampanella } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useNonLette } from '../hooks/useNonLette';

// The panel comes when first opened: every page shows the bell, few open it.
const PannelloNotifiche = lazy(() => import('./PannelloNotifiche').then((m) => ({ default: m.PannelloNotifiche })));

/**
 * Where the panel opens, hanging from the nearest positioned box: below the navbar's bell (on a phone from the sticky
 * navbar itself, edge to edge), or beside the sidebar, from its footer (positioned by the dashboard layout), whose
 * bell sits at the bottom of the screen.
 */
const APERTURA = {
  navbar: {
    contenitore: 'sm:relative',
    pannello:
      'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] border-x-0 sm:inset-x-auto sm:right-0 sm:mt-3 sm:max-h-[32rem] sm:w-96 sm:rounded-2xl sm:border-x',
  },
  sidebar: {
    contenitore: undefined,
    pannello: 'absolute bottom-4 left-full ml-3 max-h-[min(32rem,calc(100dvh-6rem))] w-96 rounded-2xl',
  },
} as const;

/** docs/rules.md §3: the bell with the unread counter, opening the notifications panel. */
export function CampanellaNotifiche({ posizione }: { posizione: keyof typeof APERTURA }) {
  const { data: nonLette = 0 } = useNonLette();
  const [aperto, setAperto] = useState(false);
  const id = useId();
  const contenitore = useRef<HTMLDivElement>(null);
  const pulsante = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const chiudi = useCallback((ridaiFocus: boolean) => {
    setAperto(false);
    if (ridaiFocus) pulsante.current?.focus();
  }, []);

  useEffect(() => setAperto(false), [pathname]);

  useEffect(() => {
    if (!aperto) return;
    const fuori = (event: PointerEvent) => {
      if (event.target instanceof Node && !contenitore.current?.contains(event.target)) chiudi(false);
    };
    const esc = (event: KeyboardEvent) => {
      if (event.key === 'Escape') chiudi(true);
    };
    document.addEventListener('pointerdown', fuori);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('pointerdown', fuori);
      document.removeEventListener('keydown', esc);
    };
  }, [aperto, chiudi]);

  return (
    <div ref={contenitore} className={APERTURA[posizione].contenitore}>
      <button
        ref={pulsante}
        type="button"
        aria-label={etichettaCampanella(nonLette)}
        aria-haspopup="dialog"
        aria-expanded={aperto}
        aria-controls={aperto ? `${id}-pannello` : undefined}
        onClick={() => setAperto((valore) => !valore)}
        className={clsx(
          'relative inline-flex size-10 items-center justify-center rounded-lg transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          aperto ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <Bell aria-hidden className="size-5" />
        {nonLette > 0 && (
          <span
            aria-hidden
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold tabular-nums text-white ring-2 ring-white"
          >
            {contatoreBreve(nonLette)}
          </span>
        )}
      </button>
      {aperto && (
        <Suspense>
          <PannelloNotifiche id={`${id}-pannello`} className={APERTURA[posizione].pannello} onChiudi={chiudi} />
        </Suspense>
      )}
    </div>
  );
}
