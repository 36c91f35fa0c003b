import { GIORNI, NOME_GIORNO } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import type { VenditorePubblico } from '../api/venditore-pubblico.query';
import { statoApertura } from '../api/stato-apertura';

/** The clock the badge reads, moved on each minute so "Aperto ora" turns into "Chiuso ora" without a reload. */
function useAdesso(): Date {
  const [adesso, setAdesso] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setAdesso(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return adesso;
}

/** docs/rules.md §3 public profile: the week with today highlighted and whether the yard is open now (Europe/Rome time). */
export function OrariApertura({ orari }: { orari: VenditorePubblico['orari'] }) {
  const { oggi, aperto } = statoApertura(orari, useAdesso());
  return (
    <div>
      <p
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
          aperto ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
        )}
      >
        <span aria-hidden className={clsx('size-2 rounded-full', aperto ? 'bg-emerald-500' : 'bg-slate-400')} />
        {aperto ? 'Aperto ora' : 'Chiuso ora'}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Orari di apertura della settimana</caption>
        <tbody className="divide-y divide-slate-100">
          {GIORNI.map((giorno) => {
            const { apertura, chiusura, chiuso } = orari[giorno];
            const eOggi = giorno === oggi;
            return (
              <tr key={giorno} aria-current={eOggi ? 'date' : undefined} className={clsx(eOggi && 'bg-brand-50 font-semibold')}>
                <th scope="row" className={clsx('py-2 pl-2 text-left font-medium', eOggi ? 'text-brand-800' : 'text-slate-700')}>
                  {NOME_GIORNO[giorno]}
                  {eOggi && <span className="ml-1.5 text-xs font-normal text-brand-700">(oggi)</span>}
                </th>
                <td className={clsx('py-2 pr-2 text-right', chiuso ? 'text-slate-500' : 'tabular-nums text-slate-900')}>
                  {chiuso ? 'Chiuso' : `${apertura} - ${chiusura}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
