import { ETICHETTE_ESITO, type EsitoAnteprima } from '@ricambiamo/contracts';
import clsx from 'clsx';

const TONI: Record<EsitoAnteprima, string> = {
  nuova: 'bg-emerald-100 text-emerald-800',
  modificata: 'bg-sky-100 text-sky-800',
  invariata: 'bg-slate-100 text-slate-700',
  rimossa: 'bg-amber-100 text-amber-900',
  errore: 'bg-red-100 text-red-800',
};

/** What the preview says a row will do, in words and colour; a value this page does not know is shown as it came. */
export function EtichettaEsito({ esito, valore }: { esito: EsitoAnteprima | null; valore: string }) {
  return (
    <span
      className={clsx(
        'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        esito ? TONI[esito] : 'bg-slate-100 text-slate-700',
      )}
    >
      {esito ? ETICHETTE_ESITO[esito] : valore}
    </span>
  );
}
