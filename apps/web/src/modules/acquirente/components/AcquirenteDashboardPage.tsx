import { Package, UserRound } from 'lucide-react';
import { useSessione } from '../../auth/hooks/useSessione';
import { BarraSchede, type Scheda, useSchedaAttiva } from '../../ui/components/BarraSchede';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { MieiOrdiniTab } from './MieiOrdiniTab';
import { ProfiloAcquirenteCard } from './ProfiloAcquirenteCard';
import { StatisticheAcquirente } from './StatisticheAcquirente';

const SCHEDE: readonly Scheda<'ordini' | 'profilo'>[] = [
  { id: 'ordini', label: 'I miei Ordini', icona: Package },
  { id: 'profilo', label: 'Profilo', icona: UserRound },
];

export function AcquirenteDashboardPage() {
  const { utente } = useSessione();
  const [attiva, scegli] = useSchedaAttiva(SCHEDE, 'tab');

  return (
    <div className="space-y-6">
      <IntestazionePagina titolo={`Ciao, ${utente?.nome ?? ''}`} titoloScheda="Dashboard">
        Segui i tuoi ordini e gestisci il tuo profilo.
      </IntestazionePagina>
      <StatisticheAcquirente />
      <BarraSchede schede={SCHEDE} attiva={attiva} onScegli={scegli} etichetta="Sezioni dashboard" />
      <div role="tabpanel" id={`pannello-${attiva}`} aria-labelledby={`scheda-${attiva}`}>
        {attiva === 'ordini' ? <MieiOrdiniTab /> : <ProfiloAcquirenteCard />}
      </div>
    </div>
  );
}
