import { MESSAGGI_NOTIFICHE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { BellOff, CheckCheck, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { useNonLette } from '../hooks/useNonLette';
import { useNotifiche } from '../hooks/useNotifiche';
import { useSegnaTutteLette } from '../hooks/useSegnaTutteLette';
import { VoceNotifica } from './VoceNotifica';

interface PannelloNotificheProps {
  id: string;
  className: string;
  /** Closes the panel; `ridaiFocus` when the bell should get the focus back (not after following a link). */
  onChiudi: (ridaiFocus: boolean) => void;
}

function Scheletro() {
  return (
    <div role="status" className="divide-y divide-slate-100">
      <span className="sr-only">Caricamento…</span>
      {[0, 1, 2].map((riga) => (
        <div key={riga} aria-hidden className="flex gap-3 px-4 py-3">
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <span className="block h-4 w-2/3 animate-pulse rounded bg-slate-200" />
            <span className="block h-3.5 w-full animate-pulse rounded bg-slate-100" />
            <span className="block h-3 w-1/3 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** docs/rules.md §3 Notifications panel: the 10 newest, Segna tutte come lette, per-item actions, Nessuna notifica. */
export function PannelloNotifiche({ id, className, onChiudi }: PannelloNotificheProps) {
  const notifiche = useNotifiche();
  const { data: nonLette } = useNonLette();
  const segnaTutte = useSegnaTutteLette();
  const pannello = useRef<HTMLDivElement>(null);
  const daLeggere = (nonLette ?? 0) > 0 || notifiche.data?.some((notifica) => !notifica.letta) === true;

  useEffect(() => {
    // Screen readers announce the panel as it opens, and Tab continues inside it.
    pannello.current?.focus();
  }, []);

  return (
    <div
      ref={pannello}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-titolo`}
      tabIndex={-1}
      className={clsx('z-50 flex flex-col overflow-hidden border border-slate-200 bg-white shadow-xl focus:outline-none', className)}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 py-2 pl-4 pr-2">
        <h2 id={`${id}-titolo`} className="text-base font-semibold text-slate-900">
          {MESSAGGI_NOTIFICHE.titolo}
        </h2>
        <div className="flex items-center gap-1">
          {daLeggere && (
            <button
              type="button"
              onClick={() => segnaTutte.mutate()}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CheckCheck aria-hidden className="size-4" />
              {MESSAGGI_NOTIFICHE.segnaTutte}
            </button>
          )}
          <button
            type="button"
            aria-label={MESSAGGI_NOTIFICHE.chiudi}
            onClick={() => onChiudi(true)}
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {/* A failed refetch keeps what was read before: only a panel with nothing to show shows the error. */}
        {notifiche.data === undefined ? (
          notifiche.isError ? (
            <div className="p-4">
              <ErroreCaricamento
                messaggio={MESSAGGI_NOTIFICHE.erroreCaricamento}
                onRiprova={() => void notifiche.refetch()}
                inAttesa={notifiche.isRefetching}
              />
            </div>
          ) : (
            <Scheletro />
          )
        ) : notifiche.data.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <BellOff aria-hidden className="size-8 text-slate-300" />
            <p className="mt-3 text-sm font-medium text-slate-600">{MESSAGGI_NOTIFICHE.nessuna}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {notifiche.data.map((notifica) => (
              <VoceNotifica key={notifica.id} notifica={notifica} onApri={() => onChiudi(false)} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
