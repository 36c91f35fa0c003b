import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { matchPath, useLocation } from 'react-router';
import type { Utente } from '../../auth/api/utente';
import { PulsanteEsci } from '../../auth/components/PulsanteEsci';
import { SaldoGettoniBox } from '../../gettoni/components/SaldoGettoniBox';
import { buttonClasses } from '../../ui/components/Button';
import { VociArea } from './VociArea';
import { nomeArea, VOCI_SIDEBAR } from './voci-sidebar';

const FOCALIZZABILI = 'a[href], button:not([disabled])';

interface CassettoProps {
  id: string;
  utente: Utente;
  titolo: string;
  /** Escape, a tap outside, Chiudi menu or a link chosen. */
  onChiudi: () => void;
}

/** The sidebar's entries, balance and foot in a panel over the page, which keeps the focus until it closes. */
function Cassetto({ id, utente, titolo, onChiudi }: CassettoProps) {
  const pannello = useRef<HTMLDivElement>(null);

  useEffect(() => {
    pannello.current?.querySelector<HTMLElement>(FOCALIZZABILI)?.focus();
    // The page behind must not scroll under a thumb sliding over the panel.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const fuori = (event: PointerEvent) => {
      if (event.target instanceof Node && !pannello.current?.contains(event.target)) onChiudi();
    };
    const tasto = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onChiudi();
        return;
      }
      const elementi = [...(pannello.current?.querySelectorAll<HTMLElement>(FOCALIZZABILI) ?? [])];
      const primo = elementi[0];
      const ultimo = elementi[elementi.length - 1];
      if (event.key !== 'Tab' || !primo || !ultimo) return;
      // aria-modal promises the page behind is out of reach: Tab goes round the panel.
      const dentro = pannello.current?.contains(document.activeElement) === true;
      if (event.shiftKey && (document.activeElement === primo || !dentro)) {
        event.preventDefault();
        ultimo.focus();
      } else if (!event.shiftKey && (document.activeElement === ultimo || !dentro)) {
        event.preventDefault();
        primo.focus();
      }
    };
    document.addEventListener('pointerdown', fuori);
    document.addEventListener('keydown', tasto);
    return () => {
      document.removeEventListener('pointerdown', fuori);
      document.removeEventListener('keydown', tasto);
    };
  }, [onChiudi]);

  // Any link taken closes the panel, the page already open included: its click bubbles up to the panel.
  const scelta = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onChiudi();
  };

  return (
    <div className="fixed inset-0 z-50 bg-slate-900/50">
      <div
        ref={pannello}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-titolo`}
        onClick={scelta}
        className="flex h-full w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={`${id}-titolo`} className="text-xs font-semibold uppercase tracking-wider text-slate-500">
            {titolo}
          </h2>
          <button
            type="button"
            onClick={onChiudi}
            className="inline-flex items-center justify-center rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">Chiudi menu</span>
          </button>
        </div>
        <nav aria-label={titolo} className="flex flex-col gap-1 p-3">
          <VociArea utente={utente} misura="cassetto" />
        </nav>
        {utente.ruolo === 'venditore' && (
          <div className="px-3 pb-3">
            <SaldoGettoniBox />
          </div>
        )}
        <div className="mt-auto border-t border-slate-200 p-4">
          <p className="truncate text-sm font-semibold text-slate-900">{utente.nome}</p>
          <p className="truncate text-xs text-slate-500">{utente.email}</p>
          <PulsanteEsci variante="secondary" className="mt-3 w-full" />
        </div>
      </div>
    </div>
  );
}

/**
 * The personal area's menu on a phone: one line with Menu, the page's name and, for a seller, the token balance, so
 * the page starts at once; the entries open in a drawer.
 */
export function MenuAreaTelefono({ utente }: { utente: Utente }) {
  const [aperto, setAperto] = useState(false);
  const pulsante = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { pathname } = useLocation();
  const area = nomeArea(utente.ruolo);
  const voce = VOCI_SIDEBAR[utente.ruolo].find(
    ({ to, sottopagine = false }) => matchPath({ path: typeof to === 'function' ? to(utente.id) : to, end: !sottopagine }, pathname) !== null,
  );

  const chiudi = useCallback(() => {
    setAperto(false);
    pulsante.current?.focus();
  }, []);

  return (
    <aside aria-label="Menu area personale" className="border-b border-slate-200 bg-white">
      <div className="flex items-center gap-3 px-4 py-2">
        <button
          ref={pulsante}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={aperto}
          aria-controls={aperto ? id : undefined}
          onClick={() => setAperto(true)}
          className={buttonClasses('secondary', 'shrink-0 px-3 py-2')}
        >
          <Menu aria-hidden className="size-5" />
          Menu<span className="sr-only"> {area.toLowerCase()}</span>
        </button>
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{voce?.label ?? area}</p>
        {utente.ruolo === 'venditore' && <SaldoGettoniBox compatto />}
      </div>
      {aperto && <Cassetto id={id} utente={utente} titolo={area} onChiudi={chiudi} />}
    </aside>
  );
}
