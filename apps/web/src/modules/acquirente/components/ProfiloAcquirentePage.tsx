import { IlMioVeicolo } from '../../garage/components/IlMioVeicolo';
import { ProfiloAcquirenteCard } from './ProfiloAcquirenteCard';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';

export function ProfiloAcquirentePage() {
  return (
    <div className="space-y-6">
      <IntestazionePagina titolo="Profilo">
        Gestisci i tuoi dati di contatto, l&apos;indirizzo di spedizione e i tuoi veicoli.
      </IntestazionePagina>
      <ProfiloAcquirenteCard />
      <IlMioVeicolo />
    </div>
  );
}
