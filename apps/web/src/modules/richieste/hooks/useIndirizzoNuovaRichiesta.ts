import { linkAccesso } from '../../auth/api/ritorno';
import { useSessione } from '../../auth/hooks/useSessione';

const NUOVA = '/cerco/nuova';

/**
 * Where publishing a request starts: a buyer at the form, a visitor at the login that comes back to it; a seller or an operator buys
 * nothing, and is offered nothing. Null until the session is known.
 */
export function useIndirizzoNuovaRichiesta(): string | null {
  const { utente, inCaricamento } = useSessione();
  if (inCaricamento || (utente && utente.ruolo !== 'acquirente')) return null;
  return utente ? NUOVA : linkAccesso(NUOVA);
}
