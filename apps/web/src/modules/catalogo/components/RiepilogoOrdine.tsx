import { ShoppingCart } from 'lucide-react';
import { formattaEuro } from '@ricambiamo/contracts';
import type { Ricambio } from '../api/auto-dettaglio';

/** docs/rules.md §3/§9 order summary: the total is the sum of price plus shipping of the selected parts, IVA included. */
export function RiepilogoOrdine({ selezionati }: { selezionati: Ricambio[] }) {
  const prezzi = selezionati.reduce((somma, r) => somma + r.prezzoCentesimi, 0);
  const spedizioni = selezionati.reduce((somma, r) => somma + r.spedizioneCentesimi, 0);
  return (
    <section aria-labelledby="riepilogo-ordine" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="riepilogo-ordine" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShoppingCart aria-hidden className="size-5 text-brand-700" />
        Riepilogo Ordine
      </h2>
      {selezionati.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Seleziona i ricambi che ti interessano dalla tabella.</p>
      ) : (
        <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
          {selezionati.map((r) => (
            <li key={r.id} className="flex justify-between gap-3">
              <span className="min-w-0 wrap-anywhere">{r.nome}</span>
              <span className="tabular-nums">{formattaEuro(r.prezzoCentesimi + r.spedizioneCentesimi)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-1.5 border-t border-slate-100 pt-4 text-sm">
        <div className="flex justify-between text-slate-600">
          <dt>Ricambi</dt>
          <dd className="tabular-nums">{formattaEuro(prezzi)}</dd>
        </div>
        <div className="flex justify-between text-slate-600">
          <dt>Spedizione</dt>
          <dd className="tabular-nums">{formattaEuro(spedizioni)}</dd>
        </div>
        <div className="flex justify-between pt-1 text-base font-bold text-slate-900">
          <dt>Totale</dt>
          <dd className="tabular-nums" data-testid="totale-ordine">
            {formattaEuro(prezzi + spedizioni)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">IVA e spedizione incluse. Pagamento con bonifico al venditore.</p>
    </section>
  );
}
