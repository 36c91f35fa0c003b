import { RotateCcw } from 'lucide-react';
import { MESSAGGI } from '@ricambiamo/contracts';
import { buttonClasses } from '../../ui/components/Button';

/** Last resort when a screen throws while rendering: no stack trace, a way back. */
export function ErrorPage() {
  return (
    <section className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Qualcosa è andato storto</h1>
      <p className="mt-2 text-slate-600">{MESSAGGI.generico}</p>
      <a href="/" className={buttonClasses('primary', 'mt-8')}>
        <RotateCcw aria-hidden className="size-4" />
        Torna alla Home
      </a>
    </section>
  );
}
