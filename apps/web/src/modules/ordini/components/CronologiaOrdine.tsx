import { ETICHETTE_STATO_RECESSO } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { etichettaPassaggio } from '../api/etichetta-passaggio';
import type { Ordine, PassaggioStato } from '../api/ordine';

const PALLINO: Record<PassaggioStato['stato'], string> = {
  pending: 'bg-amber-400',
  processing: 'bg-sky-500',
  completed: 'bg-emerald-500',
  cancelled: 'bg-slate-400',
};

interface Passo {
  etichetta: string;
  il: string;
  pallino: string;
}

/** Every status the order went through, then every step of its withdrawal, oldest first, with when. */
export function CronologiaOrdine({ ordine }: { ordine: Pick<Ordine, 'cronologia' | 'recesso'> }) {
  const passi: Passo[] = [
    ...ordine.cronologia.map((p) => ({ etichetta: etichettaPassaggio(p), il: p.il, pallino: PALLINO[p.stato] })),
    ...(ordine.recesso?.passaggi ?? []).map((p) => ({ etichetta: ETICHETTE_STATO_RECESSO[p.stato], il: p.il, pallino: 'bg-violet-500' })),
  ];
  return (
    <section aria-label="Cronologia">
      <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Cronologia</h4>
      <ol className="mt-2 space-y-2">
        {passi.map((passo) => (
          <li key={`${passo.etichetta}-${passo.il}`} className="flex items-start gap-3 text-sm">
            <span aria-hidden className={clsx('mt-1.5 size-2.5 shrink-0 rounded-full', passo.pallino)} />
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{passo.etichetta}</span>{' '}
              <time dateTime={passo.il} className="text-slate-500">
                {formattaDataOra(passo.il)}
              </time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
