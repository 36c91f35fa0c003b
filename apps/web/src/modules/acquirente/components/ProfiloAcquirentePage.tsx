import { ProfiloAcquirenteCard } from './ProfiloAcquirenteCard';
import { TitoloPagina } from '../../ui/components/TitoloPagina';

export function ProfiloAcquirentePage() {
  return (
    <div className="space-y-6">
      <TitoloPagina titolo="Profilo" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Profilo</h1>
        <p className="mt-1 text-sm text-slate-600">Gestisci i tuoi dati di contatto e l&apos;indirizzo di spedizione.</p>
      </header>
      <ProfiloAcquirenteCard />
    </div>
  );
}
