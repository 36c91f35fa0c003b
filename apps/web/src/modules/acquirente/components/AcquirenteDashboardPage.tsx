import clsx from 'clsx';
import { Package, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useSessione } from '../../auth/hooks/useSessione';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { MieiOrdiniTab } from './MieiOrdiniTab';
import { ProfiloAcquirenteCard } from './ProfiloAcquirenteCard';
import { StatisticheAcquirente } from './StatisticheAcquirente';

const schede = [
  { id: 'ordini', label: 'I miei Ordini', icona: Package },
  { id: 'profilo', label: 'Profilo', icona: UserRound },
] as const;

export function AcquirenteDashboardPage() {
  const { utente } = useSessione();
  const [searchParams, setSearchParams] = useSearchParams();
  const attiva = searchParams.get('tab') === 'profilo' ? 'profilo' : 'ordini';

  return (
    <div className="space-y-6">
      <IntestazionePagina titolo={`Ciao, ${utente?.nome ?? ''}`} titoloScheda="Dashboard">
        Segui i tuoi ordini e gestisci il tuo profilo.
      </IntestazionePagina>
      <StatisticheAcquirente />
      <div role="tablist" aria-label="Sezioni dashboard" className="flex gap-1 border-b border-slate-200">
        {schede.map(({ id, label, icona: Icona }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`scheda-${id}`}
            aria-selected={attiva === id}
            aria-controls={`pannello-${id}`}
            onClick={() => setSearchParams(id === 'ordini' ? {} : { tab: id }, { replace: true })}
            className={clsx(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium transition-colors',
              attiva === id
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
            )}
          >
            <Icona aria-hidden className="size-4" />
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`pannello-${attiva}`} aria-labelledby={`scheda-${attiva}`}>
        {attiva === 'ordini' ? <MieiOrdiniTab /> : <ProfiloAcquirenteCard />}
      </div>
    </div>
  );
}
