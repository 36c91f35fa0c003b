import { z } from 'zod';

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
