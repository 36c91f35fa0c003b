import clsx from 'clsx';
import { LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { useLogout } from '../../auth/hooks/useLogout';
import { useSessione } from '../../auth/hooks/useSessione';
import { SaldoGettoniBox } from '../../gettoni/components/SaldoGettoniBox';
import { CampanellaNotifiche } from '../../notifiche/components/CampanellaNotifiche';
import { Button } from '../../ui/components/Button';
import { VOCI_SIDEBAR } from './voci-sidebar';

const iniziali = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((parola) => parola[0]?.toUpperCase())
    .join('');

export function DashboardLayout() {
  const { utente } = useSessione();
  const { esci, inUscita } = useLogout();
  if (!utente) return null;
  const voci = VOCI_SIDEBAR[utente.ruolo];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col md:flex-row">
      <aside
        aria-label="Menu area personale"
        // Above the content, which the notifications panel opening beside the footer's bell overlaps.
        className="border-b border-slate-200 bg-white md:sticky md:top-16 md:z-30 md:flex md:h-[calc(100dvh-4rem)] md:w-64 md:shrink-0 md:flex-col md:border-b-0 md:border-r"
      >
        <p className="hidden px-6 pb-2 pt-6 text-xs font-semibold uppercase tracking-wider text-slate-500 md:block">
          {utente.ruolo === 'venditore' ? 'Area venditore' : 'Area acquirente'}
        </p>
        {/* On a phone every entry in sight, three to a row, rather than a strip cut at the screen's edge. */}
        <nav className="grid grid-cols-3 gap-1 px-3 py-2 md:flex md:flex-1 md:flex-col md:px-3 md:py-0">
          {voci.map(({ to, label, icona: Icona }) => (
            <NavLink
              key={label}
              to={typeof to === 'function' ? to(utente.id) : to}
              end
              className={({ isActive }) =>
                clsx(
                  'flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-center text-xs font-medium transition-colors',
                  'md:flex-row md:gap-3 md:px-3 md:text-left md:text-sm',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icona aria-hidden className="size-4" />
              {label}
            </NavLink>
          ))}
        </nav>
        {utente.ruolo === 'venditore' && (
          <div className="px-4 pb-3 md:px-3 md:pb-4">
            <SaldoGettoniBox />
          </div>
        )}
        {/* Positioned: the bell's panel opens beside it, past the sidebar's edge. */}
        <div className="relative hidden border-t border-slate-200 p-4 md:block">
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
          <Button variante="secondary" className="mt-3 w-full" onClick={() => void esci()} inAttesa={inUscita}>
            <LogOut aria-hidden className="size-4" />
            Esci
          </Button>
        </div>
      </aside>
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 md:py-8 lg:px-10">
        <Outlet />
      </div>
    </div>
  );
}
