import { useSessione } from '../../auth/hooks/useSessione';
import { ProfiloAcquirenteForm } from './ProfiloAcquirenteForm';

export function ProfiloAcquirenteCard() {
  const { utente } = useSessione();
  if (!utente) return null;
  return (
    <section aria-labelledby="dati-personali" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="dati-personali" className="text-lg font-semibold text-slate-900">
        Dati personali
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Questi dati vengono proposti come indirizzo di spedizione quando effettui un ordine.
      </p>
      <div className="mt-6">
        <ProfiloAcquirenteForm utente={utente} />
      </div>
    </section>
  );
}
