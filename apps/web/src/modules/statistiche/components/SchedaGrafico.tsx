import type { ReactNode } from 'react';
import { lazy, Suspense, useId } from 'react';

/**
 * A chart's drawing by its name in DisegniGrafici, loaded when its card first shows: recharts comes in that chunk,
 * after the page (docs/architecture.md, charts).
 */
export const disegno = <N extends keyof typeof import('./DisegniGrafici')>(nome: N) =>
  lazy(() => import('./DisegniGrafici').then((disegni) => ({ default: disegni[nome] })));

interface SchedaGraficoProps {
  titolo: string;
  /** A line under the title saying how the figures are made. */
  nota?: string;
  /** The chart's figures as a table, for screen readers (the drawing itself is hidden from them). */
  tabella: ReactNode;
  children: ReactNode;
}

/** One chart of /venditore/statistiche: a titled card, the drawing, and its figures read aloud as a table. */
export function SchedaGrafico({ titolo, nota, tabella, children }: SchedaGraficoProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {titolo}
      </h2>
      {nota ? <p className="mt-1 text-xs text-slate-500">{nota}</p> : null}
      {/* The box keeps its height while the drawing's chunk loads, so nothing below it moves when it arrives. */}
      <div aria-hidden className="mt-4 h-64 w-full">
        <Suspense fallback={null}>{children}</Suspense>
      </div>
      <div className="sr-only">{tabella}</div>
    </section>
  );
}

/** A table of the chart's figures, one row per entry. */
export function TabellaGrafico({ titolo, colonne, righe }: { titolo: string; colonne: string[]; righe: string[][] }) {
  return (
    <table>
      <caption>{titolo}</caption>
      <thead>
        <tr>
          {colonne.map((colonna) => (
            <th key={colonna} scope="col">
              {colonna}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {righe.map(([prima, ...altre]) => (
          <tr key={prima}>
            <th scope="row">{prima}</th>
            {altre.map((valore, i) => (
              <td key={i}>{valore}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
