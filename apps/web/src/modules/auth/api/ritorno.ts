import { percorsoDelSito } from '../../../lib/browser/percorso-del-sito';

/**
 * Where the login goes back to: a page of ours that sent the visitor there (docs/rules.md §2, buying needs a login). Only a
 * path on this site, so a crafted link cannot send someone elsewhere after they log in.
 */
export const percorsoRitorno = (valore: string | null): string => percorsoDelSito(valore) ?? '/';

export const linkAccesso = (ritorno: string): string => `/login?ritorno=${encodeURIComponent(ritorno)}`;
