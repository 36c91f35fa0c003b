import { toast } from 'sonner';
import { ApiError } from './api-error';

/** The one toast of a lost session, whether the app says it or the screen whose action it cut short. */
export const TOAST_SESSIONE = 'sessione-scaduta';

/**
 * For an action cut short by a lost session (the client already tried to refresh it and logged out): the screen's
 * own text (spec §8) in place of the app's generic one; true when that was the error.
 */
export function avvisaSessionePersa(error: unknown, testo: string): boolean {
  if (!(error instanceof ApiError) || error.code !== 'UNAUTHENTICATED') return false;
  toast.error(testo, { id: TOAST_SESSIONE });
  return true;
}
