import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogoProps {
  titolo: string;
  onChiudi: () => void;
  children: ReactNode;
}

/** A modal of the yard: Escape closes it, and it takes the focus so a keyboard user lands inside. */
export function Dialogo({ titolo, onChiudi, children }: DialogoProps) {
  const id = useId();
  const dialogo = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogo.current?.focus();
  }, []);

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
        ref={dialogo}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-titolo`}
        tabIndex={-1}
        className="max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <h2 id={`${id}-titolo`} className="text-lg font-semibold text-slate-900">
          {titolo}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}
