import { COSTO_GETTONI } from '@ricambiamo/contracts';
import { Check, X } from 'lucide-react';
import { formattaEuro } from '@ricambiamo/contracts';
import type { Pacchetto } from '../api/pacchetto';

/** The other marketplaces' terms are the product's claim (docs/rules.md §3, "Buy tokens"); ours follow from the packs. */
const righe = (costoInserzione: string) => [
  { voce: 'Costo per inserzione', altri: '50-100 €', noi: `da ${costoInserzione}` },
  { voce: 'Commissione sulle vendite', altri: '15-25%', noi: 'Nessuna commissione' },
  { voce: "Durata dell'inserzione", altri: '30-60 giorni', noi: 'Illimitata' },
  { voce: 'Pubblicazione', altri: 'Attesa 24-48h', noi: 'Immediata' },
];

/** Theirs and ours, each column drawn once in its own colours and mark, for the heading and every row. */
const colonne = [
  {
    chiave: 'altri',
    titolo: 'Altri marketplace',
    intestazione: 'px-2 py-3 font-semibold sm:px-4',
    cella: 'px-2 py-3.5 text-slate-600 sm:px-4',
    Icona: X,
    classeIcona: 'hidden size-4 shrink-0 text-red-500 sm:block',
  },
  {
    chiave: 'noi',
    titolo: 'Ricambiamo',
    intestazione: 'bg-brand-50 px-2 py-3 font-semibold text-brand-800 sm:px-4',
    cella: 'bg-brand-50 px-2 py-3.5 font-semibold text-brand-800 sm:px-4',
    Icona: Check,
    classeIcona: 'hidden size-4 shrink-0 text-brand-600 sm:block',
  },
] as const;

export function ConfrontoMarketplace({ pacchetti }: { pacchetti: Pacchetto[] }) {
  const minimoPerGettone = Math.min(...pacchetti.map((p) => p.prezzoPerGettoneCentesimi));
  const costoInserzione = formattaEuro(minimoPerGettone * COSTO_GETTONI.creazioneInserzione, { interi: true });

  return (
    <section aria-labelledby="confronto" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="px-5 pt-5 sm:px-8 sm:pt-7">
        <h2 id="confronto" className="text-lg font-semibold text-slate-900">
          Perché conviene Ricambiamo
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Paghi solo la pubblicazione: ciò che incassi dalle vendite resta tutto a te.
        </p>
      </div>
      <div className="mt-4 overflow-hidden rounded-b-2xl">
        <table className="w-full text-left text-xs sm:text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-[0.6875rem] uppercase tracking-normal text-slate-500 sm:text-xs sm:tracking-wider">
              <th scope="col" className="py-3 pl-5 pr-2 font-semibold sm:pl-8 sm:pr-4">
                <span className="sr-only">Voce</span>
              </th>
              {colonne.map(({ chiave, titolo, intestazione }) => (
                <th key={chiave} scope="col" className={intestazione}>
                  {titolo}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {righe(costoInserzione).map((riga) => (
              <tr key={riga.voce}>
                <th scope="row" className="py-3.5 pl-5 pr-2 font-medium text-slate-900 sm:pl-8 sm:pr-4">
                  {riga.voce}
                </th>
                {colonne.map(({ chiave, cella, Icona, classeIcona }) => (
                  <td key={chiave} className={cella}>
                    <span className="inline-flex items-center gap-2">
                      <Icona aria-hidden className={classeIcona} />
                      {riga[chiave]}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
