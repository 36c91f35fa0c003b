import type { Ruolo } from '@ricambiamo/contracts';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { useSessione } from '../hooks/useSessione';

/** docs/rules.md §3 route guard: spinner while the session loads, anonymous → /login, other role → /. */
export function RequireRole({ ruolo }: { ruolo: Ruolo }) {
  const { utente, inCaricamento } = useSessione();
  if (inCaricamento) return <PageSpinner />;
  if (!utente) return <Navigate to="/login" replace />;
  if (utente.ruolo !== ruolo) return <Navigate to="/" replace />;
  return <Outlet />;
}
