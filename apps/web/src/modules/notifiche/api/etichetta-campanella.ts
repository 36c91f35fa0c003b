import { MESSAGGI_NOTIFICHE } from '@ricambiamo/contracts';

/** The bell's accessible name carries the counter, which the badge shows only to the eye. */
export const etichettaCampanella = (nonLette: number): string =>
  nonLette === 0 ? MESSAGGI_NOTIFICHE.titolo : `${MESSAGGI_NOTIFICHE.titolo}, ${MESSAGGI_NOTIFICHE.nonLette(nonLette)}`;

/** The badge stays one small circle however many there are. */
export const contatoreBreve = (nonLette: number): string => (nonLette > 9 ? '9+' : String(nonLette));
