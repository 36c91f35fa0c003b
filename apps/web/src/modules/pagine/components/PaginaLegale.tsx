import type { ReactNode } from 'react';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { DatiAzienda } from './DatiAzienda';

export interface SezioneLegale {
  /** The anchor the table of contents links to. */
  id: string;
  titolo: string;
  contenuto: ReactNode;
}

interface PaginaLegaleProps {
  titolo: string;
  descrizione: string;
  introduzione: ReactNode;
  sezioni: SezioneLegale[];
}

/** Every policy ends with who answers for it, so the reader never has to look for it elsewhere. */
const contatti: SezioneLegale = {
  id: 'contatti',
  titolo: 'Chi siamo e come contattarci',
  contenuto: <DatiAzienda />,
};

/**
 * The frame of the six policy pages: one h1, the date of the text, a numbered table of contents and numbered
 * sections, in a column narrow enough to read on a phone.
 */
export function PaginaLegale({ titolo, descrizione, introduzione, sezioni }: PaginaLegaleProps) {
  const tutte = [...sezioni, contatti];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <TitoloPagina titolo={titolo} descrizione={descrizione} />
      <header>
        <p className="text-sm font-semibold text-brand-700">Informazioni legali</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{titolo}</h1>
        <p className="mt-3 text-sm text-slate-600">Ultimo aggiornamento: 22 novembre 2026</p>
        <div className="mt-6 space-y-4 text-base leading-relaxed text-slate-700">{introduzione}</div>
      </header>

      <nav aria-labelledby="indice" className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        <h2 id="indice" className="text-base font-semibold text-slate-900">
          Indice
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700 marker:text-slate-600">
          {tutte.map((sezione) => (
            <li key={sezione.id}>
              <a href={`#${sezione.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                {sezione.titolo}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {tutte.map((sezione, indice) => (
        <section key={sezione.id} id={sezione.id} aria-labelledby={`${sezione.id}-titolo`} className="mt-12 scroll-mt-24">
          <h2 id={`${sezione.id}-titolo`} className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
            {indice + 1}. {sezione.titolo}
          </h2>
          <div
            className={
              'mt-4 space-y-4 text-base leading-relaxed text-slate-700 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold ' +
              '[&_h3]:text-slate-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-slate-900 ' +
              '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6'
            }
          >
            {sezione.contenuto}
          </div>
        </section>
      ))}
    </article>
  );
}
