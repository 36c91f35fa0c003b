import { GIORNI, NOME_GIORNO } from '@ricambiamo/contracts';
import type { VenditorePubblico } from '../api/venditore-pubblico.query';

export function OrariApertura({ orari }: { orari: VenditorePubblico['orari'] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {GIORNI.map((giorno) => {
        const { apertura, chiusura, chiuso } = orari[giorno];
        return (
          <div key={giorno} className="flex justify-between gap-4 py-2">
            <dt className="font-medium text-slate-700">{NOME_GIORNO[giorno]}</dt>
            <dd className={chiuso ? 'text-slate-400' : 'tabular-nums text-slate-900'}>
              {chiuso ? 'Chiuso' : `${apertura} - ${chiusura}`}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
