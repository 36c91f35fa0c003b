import { Pencil, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useSessione } from '../../auth/hooks/useSessione';
import { buttonClasses } from '../../ui/components/Button';
import { TitoloPagina } from '../../ui/components/TitoloPagina';

export function VenditoreDashboardPage() {
  const { utente } = useSessione();
  if (!utente) return null;
  // Spec §2: the header falls back to the person's name until the business name is set.
  const intestazione = utente.nomeAttivita ?? utente.nome;

  return (
    <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <TitoloPagina titolo="Dashboard venditore" />
      <div
        aria-hidden
        className="h-28 bg-gradient-to-r from-brand-800 via-brand-700 to-brand-500 sm:h-36"
      />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:justify-between sm:px-8 sm:pb-6">
        <div className="flex items-end gap-4">
          <span className="-mt-10 flex size-20 shrink-0 items-center justify-center rounded-2xl border-4 border-white bg-brand-50 text-brand-700 shadow-md sm:-mt-12 sm:size-24">
            <Store aria-hidden className="size-9 sm:size-10" />
          </span>
          <div className="min-w-0 pb-1">
            <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">Venditore (Demolitore)</p>
            <h1 className="text-xl font-bold tracking-tight break-words text-slate-900 sm:truncate sm:text-2xl">{intestazione}</h1>
          </div>
        </div>
        <Link to="/venditore/profilo" className={buttonClasses('secondary', 'self-start sm:self-auto')}>
          <Pencil aria-hidden className="size-4" />
          Modifica Profilo
        </Link>
      </div>
    </header>
  );
}
