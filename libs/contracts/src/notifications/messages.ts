import { z } from 'zod';
import type { EsitoVerifica } from '../compatibilita/verifica-testi';
import { ETICHETTE_ESITO_VERIFICA } from '../compatibilita/verifica-testi';
import type { StatoOrdine, StatoRecesso } from '../orders/testi';
import { ETICHETTE_STATO_ORDINE, ETICHETTE_STATO_RECESSO } from '../orders/testi';

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
