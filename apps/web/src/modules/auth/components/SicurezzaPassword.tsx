import type { StimaPassword } from '@ricambiamo/contracts';
import clsx from 'clsx';

const LIVELLI = ['molto debole', 'debole', 'discreta', 'buona', 'ottima'];

/** The hint under a new password as it is typed: its strength and, when the rule refuses it, what gives it away. */
export function SicurezzaPassword({ stima }: { stima: StimaPassword }) {
  const { punteggio, accettabile, avviso, suggerimenti } = stima;
  const consiglio = accettabile ? null : (avviso ?? suggerimenti[0]);
  return (
    <span className="block">
      <span aria-hidden className="mb-1.5 flex gap-1">
        {LIVELLI.slice(1).map((livello, i) => (
          <span
            key={livello}
            className={clsx(
              'h-1 flex-1 rounded-full',
              i >= Math.max(punteggio, 1) ? 'bg-slate-200' : accettabile ? 'bg-emerald-500' : 'bg-red-500',
            )}
          />
        ))}
      </span>
      <span className={clsx(!accettabile && 'text-red-700')}>
        Sicurezza della password: {LIVELLI[punteggio]}.{consiglio && ` ${consiglio}`}
      </span>
    </span>
  );
}
