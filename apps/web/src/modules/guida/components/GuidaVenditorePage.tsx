import clsx from 'clsx';
import { ArrowRight, CircleCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { useMieInserzioni } from '../../inserzioni/hooks/useMieInserzioni';
import { useAreeParco } from '../../parco/hooks/useAreeParco';
import { useAutoParco } from '../../parco/hooks/useAutoParco';
import { buttonClasses } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { useProfiloVenditore } from '../../venditore/hooks/useProfiloVenditore';
import { passiGuida } from '../api/passi-guida';

/** docs/rules.md §3 seller guide: the four first steps, each marked from the seller's own data. */
export function GuidaVenditorePage() {
  const profilo = useProfiloVenditore();
  const aree = useAreeParco();
  const inserzioni = useMieInserzioni('');
  const auto = useAutoParco();
  const letture = [profilo, aree, inserzioni, auto];

  let contenuto;
  if (profilo.data && aree.data && inserzioni.data && auto.data) {
    const passi = passiGuida({ profilo: profilo.data, aree: aree.data, inserzioni: inserzioni.data, auto: auto.data });
    const completati = passi.filter((passo) => passo.completato).length;
    contenuto = (
      <>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-baseline justify-between text-sm">
            <span id="avanzamento-guida" className="font-semibold text-slate-900">
              Avanzamento
            </span>
            <span className="text-slate-600">
              {completati} di {passi.length} completati
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="avanzamento-guida"
            aria-valuemin={0}
            aria-valuemax={passi.length}
            aria-valuenow={completati}
            aria-valuetext={`${completati} di ${passi.length} completati`}
            className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${(completati / passi.length) * 100}%` }} />
          </div>
        </div>
        <ol className="space-y-3">
          {passi.map((passo, indice) => (
            <li key={passo.titolo} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
              {passo.completato ? (
                <CircleCheck aria-hidden className="size-7 shrink-0 text-emerald-600" />
              ) : (
                <CircleDashed aria-hidden className="size-7 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-slate-900">
                  {indice + 1}. {passo.titolo}
                </h2>
                <p className="mt-0.5 text-sm text-slate-600">{passo.descrizione}</p>
                <span
                  className={clsx(
                    'mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    passo.completato ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800',
                  )}
                >
                  {passo.completato ? 'Completato' : 'Da completare'}
                </span>
              </div>
              <Link to={passo.link.to} className={buttonClasses(passo.completato ? 'secondary' : 'primary', 'shrink-0')}>
                {passo.link.label}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ol>
      </>
    );
  } else if (letture.some((lettura) => lettura.isError)) {
    contenuto = (
      <ErroreCaricamento
        inAttesa={letture.some((lettura) => lettura.isFetching)}
        onRiprova={() => letture.filter((lettura) => lettura.isError).forEach((lettura) => void lettura.refetch())}
      />
    );
  } else {
    contenuto = (
      <div aria-busy data-testid="scheletro-guida" className="space-y-3">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl border border-slate-200 bg-white" />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <IntestazionePagina titolo="Guida per iniziare" titoloScheda="Guida">
        Quattro passi per avere il tuo parco e le tue inserzioni pronti per gli acquirenti.
      </IntestazionePagina>
      {contenuto}
    </div>
  );
}
