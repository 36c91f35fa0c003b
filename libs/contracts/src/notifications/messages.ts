import { z } from 'zod';
import type { EsitoVerifica } from '../compatibilita/verifica';
import { ETICHETTE_ESITO_VERIFICA } from '../compatibilita/verifica';
import { conteggio } from '../format';
import type { StatoOrdine, StatoRecesso } from '../orders/testi';
import { ETICHETTE_STATO_ORDINE, ETICHETTE_STATO_RECESSO } from '../orders/testi';

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

export const notificationIdRequest = z.object({ notificaId: z.uuid() });
export type NotificationIdRequest = z.input<typeof notificationIdRequest>;

/** docs/rules.md §4 notifications, plus the screen it is about. */
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
  importazione: '/venditore/importa',
  verificheRicevute: '/venditore/verifiche',
  inserzione: (autoId: string) => `/inserzione/${autoId}`,
  conversazione: (conversazioneId: string) => `/messaggi/${conversazioneId}`,
  richiesta: (richiestaId: string) => `/cerco/${richiestaId}`,
  provvedimento: (provvedimentoId: string) => `/provvedimenti/${provvedimentoId}`,
} as const;

/** Titles of the notifications, as the panel and the e-mails' subjects show them. */
export const TITOLI_NOTIFICA = {
  nuovoOrdine: (codice: string) => `Nuovo ordine ${codice}`,
  statoOrdine: (codice: string, stato: StatoOrdine) => `Ordine ${codice}: ${ETICHETTE_STATO_ORDINE[stato]}`,
  pagamentoInScadenza: (codice: string) => `Ordine ${codice}: pagamento in scadenza`,
  venditoreSospeso: (codice: string) => `Ordine ${codice}: venditore sospeso`,
  recesso: (codice: string, stato: StatoRecesso) => `Ordine ${codice}: ${ETICHETTE_STATO_RECESSO[stato]}`,
  gettoniAccreditati: 'Gettoni accreditati',
  importazioneCompletata: 'Importazione completata',
  verificaRichiesta: 'Richiesta di verifica compatibilità',
  verificaRisposta: (esito: EsitoVerifica) => `Verifica compatibilità: ${ETICHETTE_ESITO_VERIFICA[esito]}`,
  nuovaRecensione: (codice: string) => `Nuova recensione dell'ordine ${codice}`,
  rispostaRecensione: (codice: string) => `Il venditore ha risposto alla tua recensione (ordine ${codice})`,
  nuovoMessaggio: (mittente: string) => `Nuovo messaggio da ${mittente}`,
  rispostaRichiesta: (titolo: string) => `Un ricambio proposto per la tua ${titolo}`,
  richiestaChiusa: (titolo: string) => `Richiesta chiusa: ${titolo}`,
  provvedimento: (titolo: string) => `Provvedimento: ${titolo}`,
  esitoRicorso: (titolo: string) => `Esito del ricorso: ${titolo}`,
  segnalazioneRicevuta: (titolo: string) => `Segnalazione ricevuta: ${titolo}`,
  esitoSegnalazione: (titolo: string) => `Esito della tua segnalazione: ${titolo}`,
} as const;
