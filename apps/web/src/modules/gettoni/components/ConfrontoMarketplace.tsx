import { COSTO_GETTONI } from '@ricambiamo/contracts';
import { Check, X } from 'lucide-react';
import { formattaEuro } from '../../../lib/format/formatta-euro';
import type { Pacchetto } from '../api/pacchetto';

/** The other marketplaces' terms are the product's claim (spec §2, "Buy tokens"); ours follow from the packs. */
const righe = (costoInserzione: string) => [
  { voce: 'Costo per inserzione', altri: '50-100 €', noi: `da ${costoInserzione}` },
  { voce: 'Commissione sulle vendite', altri: '15-25%', noi: 'Nessuna commissione' },
  { voce: "Durata dell'inserzione", altri: '30-60 giorni', noi: 'Illimitata' },
  { voce: 'Pubblicazione', altri: 'Attesa di 24-48h', noi: 'Immediata' },
];

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
      <div className="mt-4 overflow-x-auto pb-2">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wider text-slate-500">
              <th scope="col" className="px-5 py-3 font-semibold sm:px-8">
                <span className="sr-only">Voce</span>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Altri marketplace
              </th>
              <th scope="col" className="bg-brand-50 px-4 py-3 font-semibold text-brand-800">
                Ricambiamo
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {righe(costoInserzione).map(({ voce, altri, noi }) => (
              <tr key={voce}>
                <th scope="row" className="px-5 py-3.5 font-medium text-slate-900 sm:px-8">
                  {voce}
                </th>
                <td className="px-4 py-3.5 text-slate-600">
                  <span className="inline-flex items-center gap-2">
                    <X aria-hidden className="size-4 shrink-0 text-red-500" />
                    {altri}
                  </span>
                </td>
                <td className="bg-brand-50 px-4 py-3.5 font-semibold text-brand-800">
                  <span className="inline-flex items-center gap-2">
                    <Check aria-hidden className="size-4 shrink-0 text-brand-600" />
                    {noi}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
