// Message texts and limits apart from the schemas: the navbar shows the unread count without loading zod.

import type { MotivoSegnalazione } from '../moderation/testi';

/** docs/rules.md §3.18: text only, up to 2,000 characters. */
export const MAX_TESTO_MESSAGGIO = 2000;
/** Against spam: messages a user may send in a minute, and conversations a buyer may start in an hour. */
export const MESSAGGI_AL_MINUTO = 20;
export const CONVERSAZIONI_ALL_ORA = 10;
/**
 * A message still unread this long after it was sent means its recipient is not on the site: then a notification and
 * an e-mail tell them, at most one e-mail per conversation an hour.
 */
export const MINUTI_PRIMA_DI_AVVISARE = 10;
export const MINUTI_TRA_EMAIL_MESSAGGI = 60;
/** Messages a thread shows at a time, the newest. */
export const MESSAGGI_PER_PAGINA = 50;

export const MESSAGGI_CONVERSAZIONE = {
  contatta: 'Contatta il venditore',
  scriviVenditore: 'Scrivi al venditore',
  scriviAcquirente: "Scrivi all'acquirente",
  titolo: 'Messaggi',
  nessuna: 'Nessuna conversazione',
  nessunaTesto: 'Quando scrivi a un venditore, o un acquirente scrive a te, la conversazione appare qui.',
  scegli: 'Scegli una conversazione',
  testo: 'Scrivi un messaggio',
  testoLungo: `Il messaggio può avere al massimo ${MAX_TESTO_MESSAGGIO} caratteri`,
  invia: 'Invia',
  errore: "Errore durante l'invio del messaggio",
  caricamento: 'Errore nel caricamento dei messaggi',
  nonTrovata: 'Conversazione non trovata',
  inserzioneNonTrovata: 'Inserzione non trovata',
  ordineNonTrovato: 'Ordine non trovato',
  soggettoNonTrovato: "L'inserzione o l'ordine non esiste più",
  troppi: 'Stai inviando troppi messaggi: riprova tra qualche minuto',
  propria: 'Non puoi scrivere a te stesso',
  /** Why contact details are hidden before an order (docs/rules.md §3.18). */
  notaMascheramento:
    "Per la tua sicurezza, telefoni, e-mail e IBAN restano nascosti finché non c'è un ordine: concludi l'acquisto su Ricambiamo per essere protetto.",
  segnala: 'Segnala conversazione',
  segnalata: "Segnalazione inviata: l'amministrazione del sito potrà leggere questa conversazione",
  giaSegnalata: 'Hai già segnalato questa conversazione',
  // The web's /messaggi screen.
  descrizione: 'Le domande sulle inserzioni e i messaggi sugli ordini, tra acquirenti e venditori.',
  tutte: 'Tutte le conversazioni',
  precedenti: 'Carica messaggi precedenti',
  vuota: 'Nessun messaggio ancora: scrivi la tua domanda qui sotto.',
  tu: 'Tu',
  segnalataBreve: 'Segnalata',
  spiegazioneSegnalazione: "L'amministrazione del sito potrà leggere questa conversazione per verificare la segnalazione.",
  scorciatoia: 'Ctrl+Invio per inviare',
  apriInserzione: "Vedi l'inserzione",
  apriOrdine: "Vedi l'ordine",
  caricamentoConversazioni: 'Caricamento delle conversazioni…',
  caricamentoMessaggi: 'Caricamento dei messaggi…',
  nonLetti: (n: number) => (n === 1 ? '1 non letto' : `${n} non letti`),
} as const;

/** The navbar's link and the sidebar's entry carry the unread count in their name, as the bell does (etichettaCampanella). */
export const etichettaMessaggi = (nonLetti: number): string => {
  if (nonLetti === 0) return MESSAGGI_CONVERSAZIONE.titolo;
  const breve = nonLetti > 9 ? '9+' : String(nonLetti);
  const titolo = breve === String(nonLetti) ? MESSAGGI_CONVERSAZIONE.titolo : `${MESSAGGI_CONVERSAZIONE.titolo} ${breve}`;
  return `${titolo}, ${MESSAGGI_CONVERSAZIONE.nonLetti(nonLetti)}`;
};

export const MOTIVI_SEGNALAZIONE_CONVERSAZIONE = ['spam', 'truffa', 'offensiva', 'altro'] as const;
export type MotivoSegnalazioneConversazione = (typeof MOTIVI_SEGNALAZIONE_CONVERSAZIONE)[number];
export const ETICHETTE_MOTIVO_CONVERSAZIONE: Readonly<Record<MotivoSegnalazioneConversazione, string>> = {
  spam: 'Spam o pubblicità',
  truffa: 'Tentativo di truffa',
  offensiva: 'Contenuto offensivo',
  altro: 'Altro',
};
/** The reason as moderation's queue files it; the explanation keeps the reporter's own words. */
export const MOTIVO_MODERAZIONE_CONVERSAZIONE: Readonly<Record<MotivoSegnalazioneConversazione, MotivoSegnalazione>> = {
  spam: 'altro',
  truffa: 'frode',
  offensiva: 'offensivo',
  altro: 'altro',
};
