import clsx from 'clsx';
import { LayoutDashboard, Menu, PlusCircle, UserRound, X, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, type NavLinkProps } from 'react-router';
import { percorsoDashboard } from '../../auth/api/percorso-dashboard';
import { PulsanteEsci } from '../../auth/components/PulsanteEsci';
import { useSessione } from '../../auth/hooks/useSessione';
import { LinkMessaggi } from '../../messaggi/components/LinkMessaggi';
import { CampanellaNotifiche } from '../../notifiche/components/CampanellaNotifiche';
import { buttonClasses, type Variante } from '../../ui/components/Button';
import { Logo } from '../../ui/components/Logo';

interface VoceNav {
  to: string;
  label: string;
  icona?: LucideIcon;
}

const linkPubblici: VoceNav[] = [
  { to: '/', label: 'Home' },
  { to: '/buyer-benefits', label: 'Vantaggi Acquirenti' },
  { to: '/seller-benefits', label: 'Vantaggi Venditori' },
];

const navClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    // px-2: at 1280 px the public links, a seller's links, the messages and the bell, and a name like "Franco
    // Demolizioni" fit one row.
    'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
  );

const mobileClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center gap-2 rounded-lg px-3 py-2.5 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
  );

/** The same links in the bar and in the phone's menu, each drawn in its own style. */
function VociNav({ voci, className, classeIcona }: { voci: VoceNav[]; className: NavLinkProps['className']; classeIcona: string }) {
  return voci.map(({ to, label, icona: Icona }) => (
    <NavLink key={to} to={to} end className={className}>
      {Icona && <Icona aria-hidden className={classeIcona} />}
      {label}
    </NavLink>
  ));
}

/** A visitor's way in, in the bar and in the phone's menu. */
function AccediRegistrati({ className, varianteAccedi }: { className: string; varianteAccedi: Variante }) {
  return (
    <div className={className}>
      <Link to="/login" className={buttonClasses(varianteAccedi)}>
        Accedi
      </Link>
      <Link to="/registrazione" className={buttonClasses('primary')}>
        Registrati
      </Link>
    </div>
  );
}

export function Navbar() {
  const { utente, inCaricamento } = useSessione();
  const [aperto, setAperto] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setAperto(false), [pathname]);

  const linkUtente: VoceNav[] = utente
    ? [
        { to: percorsoDashboard(utente.ruolo), label: 'Dashboard', icona: LayoutDashboard },
        ...(utente.ruolo === 'venditore'
          ? [{ to: '/venditore/nuova-inserzione', label: 'Nuova Inserzione', icona: PlusCircle }]
          : []),
      ]
    : [];

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav aria-label="Principale" className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label="Ricambiamo, torna alla home" className="shrink-0">
          <Logo />
        </Link>

        <div className="ml-2 hidden items-center gap-1 xl:flex">
          <VociNav voci={linkPubblici} className={navClasses} classeIcona="size-4" />
        </div>

        {/* Shrinkable down to the user's name, the one thing here that may be cut short (with its title). */}
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {inCaricamento ? null : utente ? (
            <>
              <div className="hidden items-center gap-2 xl:flex">
                <VociNav voci={linkUtente} className={navClasses} classeIcona="size-4" />
              </div>
              {/* Outside the mobile menu: the counters are worth seeing on a phone without opening anything. */}
              <LinkMessaggi />
              <CampanellaNotifiche posizione="navbar" />
              <div className="hidden min-w-0 items-center gap-2 xl:flex">
                <span
                  title={utente.nome}
                  className="inline-flex min-w-0 max-w-64 items-center gap-1.5 border-l border-slate-200 pl-2.5 text-sm font-medium text-slate-900"
                >
                  <UserRound aria-hidden className="size-4 shrink-0 text-slate-500" />
                  <span className="truncate">{utente.nome}</span>
                </span>
                <PulsanteEsci variante="ghost" className="shrink-0" />
              </div>
            </>
          ) : (
            <AccediRegistrati className="hidden items-center gap-2 xl:flex" varianteAccedi="ghost" />
          )}

          <button
            type="button"
            className="inline-flex items-center justify-center rounded-lg p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
            aria-expanded={aperto}
            aria-controls="menu-mobile"
            onClick={() => setAperto((valore) => !valore)}
          >
            {aperto ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            <span className="sr-only">{aperto ? 'Chiudi menu' : 'Apri menu'}</span>
          </button>
        </div>
      </nav>

      {aperto && (
        <div id="menu-mobile" className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg xl:hidden">
          <div className="space-y-1">
            <VociNav voci={linkPubblici} className={mobileClasses} classeIcona="size-5" />
          </div>
          <div className="mt-3 border-t border-slate-200 pt-3">
            {inCaricamento ? null : utente ? (
              <div className="space-y-1">
                <p className="flex items-center gap-2 px-3 py-2 text-sm font-semibold text-slate-900">
                  <UserRound aria-hidden className="size-4 text-slate-500" />
                  {utente.nome}
                </p>
                <VociNav voci={linkUtente} className={mobileClasses} classeIcona="size-5" />
                <PulsanteEsci variante="secondary" className="mt-2 w-full" />
              </div>
            ) : (
              <AccediRegistrati className="grid grid-cols-2 gap-3" varianteAccedi="secondary" />
            )}
          </div>
        </div>
      )}
    </header>
  );
}
