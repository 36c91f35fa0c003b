import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';

interface ModaleProps {
  /** alertdialog for a question that needs an answer (a deletion), dialog otherwise. */
  ruolo?: 'dialog' | 'alertdialog';
  /** The id of the heading inside that names it. */
  titoloId: string;
  descrizioneId?: string;
  /** Escape calls it; a caller busy saving passes a no-op. */
  onChiudi: () => void;
  /** A selector inside to focus on opening (the safe choice of a question); else the panel itself. */
  focusIniziale?: string;
  className?: string;
  children: ReactNode;
}

/** The one modal shell of the app: a dimmed backdrop, a panel that takes the focus, Escape to close. */
export function Modale({ ruolo = 'dialog', titoloId, descrizioneId, onChiudi, focusIniziale, className, children }: ModaleProps) {
  const pannello = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bersaglio = focusIniziale ? pannello.current?.querySelector<HTMLElement>(focusIniziale) : pannello.current;
    bersaglio?.focus();
  }, [focusIniziale]);

  useEffect(() => {
    const esc = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onChiudi();
    };
    document.addEventListener('keydown', esc);
    return () => document.removeEventListener('keydown', esc);
  }, [onChiudi]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div
        ref={pannello}
        role={ruolo}
        aria-modal="true"
        aria-labelledby={titoloId}
        aria-describedby={descrizioneId}
        tabIndex={-1}
        className={clsx('max-h-[90dvh] w-full overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none', className)}
      >
        {children}
      </div>
    </div>
  );
}
