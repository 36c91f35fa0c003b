import { Outlet } from 'react-router';
import type { Utente } from '../../auth/api/utente';
import { PulsanteEsci } from '../../auth/components/PulsanteEsci';
import { useSessione } from '../../auth/hooks/useSessione';
import { SaldoGettoniBox } from '../../gettoni/components/SaldoGettoniBox';
import { CampanellaNotifiche } from '../../notifiche/components/CampanellaNotifiche';
import { useSchermoAlmeno } from '../../ui/hooks/useSchermoAlmeno';
import { MenuAreaTelefono } from './MenuAreaTelefono';
import { VociArea } from './VociArea';
import { nomeArea } from './voci-sidebar';

const iniziali = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((parola) => parola[0]?.toUpperCase())
    .join('');

/** docs/rules.md §3 sidebar, beside the page from a tablet's width up. */
function Sidebar({ utente }: { utente: Utente }) {
  return (
    <aside
      aria-label="Menu area personale"
      // Above the content, which the notifications panel opening beside the footer's bell overlaps.
      className="sticky top-16 z-30 flex h-[calc(100dvh-4rem)] w-64 shrink-0 flex-col border-r border-slate-200 bg-white"
    >
      <p className="px-6 pb-2 pt-6 text-xs font-semibold uppercase tracking-wider text-slate-500">
        {nomeArea(utente.ruolo)}
      </p>
      <nav className="flex flex-1 flex-col gap-1 px-3">
        <VociArea utente={utente} misura="sidebar" />
      </nav>
      {utente.ruolo === 'venditore' && (
        <div className="px-3 pb-4">
          <SaldoGettoniBox />
        </div>
      )}
      {/* Positioned: the bell's panel opens beside it, past the sidebar's edge. */}
      <div className="relative border-t border-slate-200 p-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
          >
            {iniziali(utente.nome)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900">{utente.nome}</p>
            <p className="truncate text-xs text-slate-500">{utente.email}</p>
          </div>
          <CampanellaNotifiche posizione="sidebar" />
        </div>
        <PulsanteEsci variante="secondary" className="mt-3 w-full" />
      </div>
    </aside>
  );
}

export function DashboardLayout() {
  const { utente } = useSessione();
  // On a phone the sidebar took about 560 of 844 px above every page; there it folds into one line and a drawer.
  const sidebar = useSchermoAlmeno('md');
  if (!utente) return null;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col md:flex-row">
      {sidebar ? <Sidebar utente={utente} /> : <MenuAreaTelefono utente={utente} />}
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 md:py-8 lg:px-10">
        <Outlet />
      </div>
    </div>
  );
}
