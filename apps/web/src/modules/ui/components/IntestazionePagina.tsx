import clsx from 'clsx';
import type { ReactNode } from 'react';
import { TitoloPagina } from './TitoloPagina';

interface IntestazionePaginaProps {
  titolo: string;
  /** The browser tab's title, where it is not the heading. */
  titoloScheda?: string;
  /** Classes of the line under the heading beyond the usual ones, such as a narrower measure. */
  classeDescrizione?: string;
  /** The line under the heading. */
  children: ReactNode;
}

/** A dashboard page's heading and the line that says what the page is for; it names the browser tab too. */
export function IntestazionePagina({ titolo, titoloScheda = titolo, classeDescrizione, children }: IntestazionePaginaProps) {
  return (
    <>
      <TitoloPagina titolo={titoloScheda} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{titolo}</h1>
        <p className={clsx('mt-1', classeDescrizione, 'text-sm text-slate-600')}>{children}</p>
      </header>
    </>
  );
}
