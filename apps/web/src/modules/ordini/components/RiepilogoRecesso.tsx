import { ETICHETTE_MOTIVO_RECESSO, ETICHETTE_STATO_RECESSO, formattaEuro, MESSAGGI_RECESSO } from '@ricambiamo/contracts';
import { Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { motivoDaGraphql } from '../api/motivo-recesso';
import type { Ordine } from '../api/ordine';
import { CompatibilitaAcquistata } from './CompatibilitaAcquistata';

export type RecessoOrdine = NonNullable<Ordine['recesso']>;

/**
 * The withdrawal as both parties see it: its step, the parts going back with the fit each was bought with, why, who
 * pays the return shipping (docs/rules.md §1) and the refund; then what comes next.
 */
export function RiepilogoRecesso({ ordine, recesso, children }: { ordine: Ordine; recesso: RecessoOrdine; children?: ReactNode }) {
  const resi = ordine.ricambi.filter((r) => recesso.ricambiIds.includes(r.ricambioId));
  return (
    <section aria-label="Recesso" className="rounded-xl border border-violet-200 bg-violet-50/60 p-4 text-sm">
      <h4 className="flex items-center gap-2 font-semibold text-violet-900">
        <Undo2 aria-hidden className="size-4" />
        {ETICHETTE_STATO_RECESSO[recesso.stato]}
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
        <dt className="text-slate-600">Ricambi resi</dt>
        <dd>
          <ul className="space-y-1">
            {resi.map((r) => (
              <li key={r.ricambioId}>
                <span className="font-medium text-slate-900">{r.nome}</span>
                <CompatibilitaAcquistata compatibilita={r.compatibilita} />
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-slate-600">Motivo</dt>
        <dd>{ETICHETTE_MOTIVO_RECESSO[motivoDaGraphql(recesso.motivo)]}</dd>
        {recesso.dettagli && (
          <>
            <dt className="text-slate-600">Dettagli</dt>
            <dd className="break-words">{recesso.dettagli}</dd>
          </>
        )}
        <dt className="text-slate-600">Spedizione del reso</dt>
        <dd data-testid="spedizione-reso" className={recesso.erroreVenditore ? 'font-semibold text-slate-900' : undefined}>
          {recesso.erroreVenditore ? MESSAGGI_RECESSO.resoVenditore : MESSAGGI_RECESSO.resoCliente}
        </dd>
        <dt className="text-slate-600">Rimborso</dt>
        <dd className="font-semibold tabular-nums text-slate-900">{formattaEuro(recesso.importoCentesimi)}</dd>
      </dl>
      {children}
    </section>
  );
}
