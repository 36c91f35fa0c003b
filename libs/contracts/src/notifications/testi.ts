// The panel's and the bell's texts apart from the schemas: every page's bell shows them without zod.
import { conteggio } from '../format';

/** docs/rules.md §9: the panel shows the 10 newest. */
export const NOTIFICHE_PANNELLO = 10;

/**
 * Ours: the notifications kept per user, the newest; an older one goes as a new one comes. The panel shows only the
 * newest ten, so ten panels' worth leaves room for deleting from it; an unread one that goes still counts in the
 * bell until Segna tutte come lette (docs/security.md, "Limits").
 */
export const NOTIFICHE_CONSERVATE = 100;

/** docs/rules.md §3 Notifications panel. */
export const MESSAGGI_NOTIFICHE = {
  titolo: 'Notifiche',
  nessuna: 'Nessuna notifica',
  segnaTutte: 'Segna tutte come lette',
  segnaLetta: 'Segna come letta',
  elimina: 'Elimina',
  erroreCaricamento: 'Errore nel caricamento delle notifiche',
  chiudi: 'Chiudi',
  /** The bell's accessible name: "Notifiche, 3 non lette". */
  nonLette: (n: number) => conteggio(n, 'non letta', 'non lette'),
} as const;

/** The bell's badge stays one small circle however many there are. */
export const contatoreBreve = (nonLette: number): string => (nonLette > 9 ? '9+' : String(nonLette));

/**
 * The bell's accessible name carries the counter. Past 9 it also names what the badge shows, "Notifiche 9+": a name
 * should contain the visible text (WCAG 2.5.3), so a voice user saying what they see reaches the button; in brackets
 * axe (and speech recognition) no longer finds it.
 */
export const etichettaCampanella = (nonLette: number): string => {
  if (nonLette === 0) return MESSAGGI_NOTIFICHE.titolo;
  const breve = contatoreBreve(nonLette);
  const titolo = breve === String(nonLette) ? MESSAGGI_NOTIFICHE.titolo : `${MESSAGGI_NOTIFICHE.titolo} ${breve}`;
  return `${titolo}, ${MESSAGGI_NOTIFICHE.nonLette(nonLette)}`;
};
