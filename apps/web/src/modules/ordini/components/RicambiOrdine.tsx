import { formattaEuro } from '@ricambiamo/contracts';
import type { Ordine } from '../api/ordine';
import { CompatibilitaAcquistata } from './CompatibilitaAcquistata';

/**
 * docs/rules.md §3: each part with its price plus shipping and the fit it was bought with (§3.14), then the total
 * (docs/rules.md §9: the sum of both over the parts).
 */
export function RicambiOrdine({ ordine }: { ordine: Ordine }) {
  return (
    <section aria-label="Ricambi ordinati">
      <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Ricambi</h4>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {ordine.ricambi.map((ricambio) => (
          <li key={ricambio.ricambioId} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <span className="font-medium text-slate-900">{ricambio.nome}</span>
              {ricambio.descrizione && <span className="block text-xs text-slate-500">{ricambio.descrizione}</span>}
              <CompatibilitaAcquistata compatibilita={ricambio.compatibilita} />
            </div>
            <span className="shrink-0 text-right tabular-nums">
              <span className="block text-slate-900">{formattaEuro(ricambio.prezzoCentesimi)}</span>
              <span className="block text-xs text-slate-500">+ {formattaEuro(ricambio.spedizioneCentesimi)} sped.</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 flex justify-between border-t border-slate-200 pt-2 text-sm font-bold text-slate-900">
        <span>Totale</span>
        <span className="tabular-nums">{formattaEuro(ordine.totaleCentesimi)}</span>
      </p>
    </section>
  );
}
