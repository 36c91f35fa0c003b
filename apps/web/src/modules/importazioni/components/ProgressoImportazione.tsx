import { conteggio, formattaNumero } from '@ricambiamo/contracts';
import { BellRing } from 'lucide-react';
import { vociAvanzamento } from '../api/conteggi-importazione';
import type { Importazione } from '../api/importazione';
import { ElencoConteggi } from './ElencoConteggi';

/** The confirmed import while the imports service applies it, row by row: how far it is and what it has done so far. */
export function ProgressoImportazione({ avanzamento }: { avanzamento: Importazione['avanzamento'] }) {
  const { totale, fatte } = avanzamento;
  const percentuale = totale > 0 ? Math.min(100, Math.round((fatte / totale) * 100)) : 0;
  const testo = `${formattaNumero(fatte)} di ${conteggio(totale, 'auto', 'auto')}`;
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div>
        <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium text-slate-700">{testo}</span>
          <span className="font-semibold tabular-nums text-slate-900">{percentuale}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Avanzamento dell'importazione"
          aria-valuemin={0}
          aria-valuemax={totale}
          aria-valuenow={fatte}
          aria-valuetext={testo}
          className="h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percentuale}%` }} />
        </div>
      </div>
      <ElencoConteggi etichetta="Avanzamento" voci={vociAvanzamento(avanzamento)} />
      <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <BellRing aria-hidden className="mt-0.5 size-4 shrink-0" />
        Puoi lasciare questa pagina: l&apos;importazione continua e ti avvisiamo con una notifica e un&apos;e-mail quando è
        conclusa.
      </p>
    </div>
  );
}
