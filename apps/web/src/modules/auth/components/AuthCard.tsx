import clsx from 'clsx';
import type { ReactNode } from 'react';
import { TitoloPagina } from '../../ui/components/TitoloPagina';

interface AuthCardProps {
  titolo: string;
  sottotitolo?: ReactNode;
  children: ReactNode;
  piede?: ReactNode;
  /** Status panels (e-mail sent, invalid link) read better centred than forms do. */
  centrato?: boolean;
}

export function AuthCard({ titolo, sottotitolo, children, piede, centrato = false }: AuthCardProps) {
  return (
    <div className="relative flex justify-center overflow-hidden px-4 py-10 sm:py-16">
      <TitoloPagina titolo={titolo} />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-brand-100/70 to-transparent"
      />
      <div className="relative w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
          <div className={clsx(centrato && 'text-center')}>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{titolo}</h1>
            {sottotitolo && <p className="mt-1.5 text-sm text-slate-600">{sottotitolo}</p>}
          </div>
          <div className="mt-6">{children}</div>
        </div>
        {piede && <div className="mt-6 text-center text-sm text-slate-600">{piede}</div>}
      </div>
    </div>
  );
}
