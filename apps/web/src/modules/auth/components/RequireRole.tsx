import type { Ruolo } from '@ricambiamo/contracts';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { useSessione } from '../hooks/useSessione';

/**
 * docs/rules.md §3 route guard: spinner while the session loads, anonymous → /login, other role → /. Without a role,
 * any logged-in user passes (the messages of both sides).
 */
export function RequireRole({ ruolo }: { ruolo?: Ruolo }) {
  const { utente, inCaricamento } = useSessione();
  if (inCaricamento) return <PageSpinner />;
  if (!utente) return <Navigate to="/login" replace />;
  if (ruolo && utente.ruolo !== ruolo) return <Navigate to="/" replace />;
  return <Outlet />;
}
