import type { Ruolo } from '@ricambiamo/contracts';

const DASHBOARD: Readonly<Record<Ruolo, string>> = { acquirente: '/acquirente', venditore: '/venditore', operatore: '/operatore' };

export const percorsoDashboard = (ruolo: Ruolo): string => DASHBOARD[ruolo];
