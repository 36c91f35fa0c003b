import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthCard } from './AuthCard';

interface EsitoAuthProps {
  titolo: string;
  icona: LucideIcon;
  tono: 'successo' | 'errore';
  /** Announced to screen readers as it appears: a failure the user did not expect. */
  allerta?: boolean;
  /** The way on, a full-width button. */
  azione: ReactNode;
  children: ReactNode;
}

/** An auth screen that only tells how things went (e-mail sent, link no longer valid): an icon, the message, the way on. */
export function EsitoAuth({ titolo, icona: Icona, tono, allerta = false, azione, children }: EsitoAuthProps) {
  return (
    <AuthCard titolo={titolo} centrato>
      <div className="flex flex-col items-center text-center">
        <span
          className={clsx(
            'flex size-14 items-center justify-center rounded-full',
            tono === 'successo' ? 'bg-brand-100 text-brand-700' : 'bg-red-50 text-red-600',
          )}
        >
          <Icona aria-hidden className="size-7" />
        </span>
        <p role={allerta ? 'alert' : undefined} className="mt-4 text-sm text-slate-600">
          {children}
        </p>
        {azione}
      </div>
    </AuthCard>
  );
}
