import type { Ruolo } from '@ricambiamo/contracts';

export const percorsoDashboard = (ruolo: Ruolo): string => (ruolo === 'venditore' ? '/venditore' : '/acquirente');
