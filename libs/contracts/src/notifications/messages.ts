import { z } from 'zod';
import type { StatoOrdine } from '../orders/messages';
import { ETICHETTE_STATO_ORDINE } from '../orders/messages';

/** Spec §9: the panel shows the 10 newest. */
export const NOTIFICHE_PANNELLO = 10;

/** Spec §2 Notifications panel. */
export const MESSAGGI_NOTIFICHE = {
  titolo: 'Notifiche',
  nessuna: 'Nessuna notifica',
  segnaTutte: 'Segna tutte come lette',
  segnaLetta: 'Segna come letta',
  elimina: 'Elimina',
  erroreCaricamento: 'Errore nel caricamento delle notifiche',
  chiudi: 'Chiudi',
  /** The bell's accessible name: "Notifiche, 3 non lette". */
  nonLette: (n: number) => `${n} ${n === 1 ? 'non letta' : 'non lette'}`,
} as const;

export const notificationIdRequest = z.object({ notificaId: z.uuid() });
export type NotificationIdRequest = z.input<typeof notificationIdRequest>;

/** Spec §3 notifications, plus the screen it is about. */
export interface NotificaDto {
  id: string;
  titolo: string;
  messaggio: string;
  letta: boolean;
  createdAt: string;
  /** A path of the web app (e.g. `/venditore/ordini?ordine=<id>`), or null when it is about no screen. */
  link: string | null;
}

export interface NonLetteDto {
  nonLette: number;
}

export interface SegnateLetteDto {
  /** How many were unread and are now read. */
  segnate: number;
}

/**
 * The web app's screens a notification leads to; the orders tabs open the order named by `ordine`. Written here, the
 * one place both the service that writes the links and the web app that routes them read.
 */
export const LINK_NOTIFICA = {
  ordineVenditore: (ordineId: string) => `/venditore/ordini?ordine=${ordineId}`,
  ordineAcquirente: (ordineId: string) => `/acquirente/ordini?ordine=${ordineId}`,
  gettoni: '/venditore/acquista-gettoni',
} as const;

/** Titles of the notifications, as the panel and the e-mails' subjects show them. */
export const TITOLI_NOTIFICA = {
  nuovoOrdine: (codice: string) => `Nuovo ordine ${codice}`,
  statoOrdine: (codice: string, stato: StatoOrdine) => `Ordine ${codice}: ${ETICHETTE_STATO_ORDINE[stato]}`,
  pagamentoInScadenza: (codice: string) => `Ordine ${codice}: pagamento in scadenza`,
  gettoniAccreditati: 'Gettoni accreditati',
} as const;
