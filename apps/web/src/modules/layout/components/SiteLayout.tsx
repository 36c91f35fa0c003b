import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useTrasferisciVeicoloOspite } from '../../garage/hooks/useTrasferisciVeicoloOspite';
import { Avvisi } from '../../ui/components/Avvisi';
import { chiaveScorrimento } from '../api/chiave-scorrimento';
import { Navbar } from './Navbar';
import { SiteFooter } from './SiteFooter';

/** Routes whose `handle` says so are the personal area: a work screen, without the marketing footer. */
export const AREA_PERSONALE = { areaPersonale: true } as const;

export function SiteLayout() {
  const areaPersonale = useMatches().some((match) => (match.handle as typeof AREA_PERSONALE | undefined)?.areaPersonale);
  useTrasferisciVeicoloOspite();
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      {/* At least a screen tall: while a page loads its data the footer stays below the fold, so it never jumps. */}
      <main className="min-h-dvh flex-1">
        <Outlet />
      </main>
      {!areaPersonale && <SiteFooter />}
      <Avvisi />
      <ScrollRestoration getKey={chiaveScorrimento} />
    </div>
  );
}
