// Review texts and rules apart from the schemas: a seller's page shows them without loading zod.

import type { MotivoSegnalazione } from '../moderation/testi';

/** docs/rules.md §3.16: what a buyer rates, each from 1 to 5 stars, beside the overall rating. */
export const ASSI_RECENSIONE = ['descrizione', 'comunicazione', 'spedizione'] as const;
export type AsseRecensione = (typeof ASSI_RECENSIONE)[number];

export const ETICHETTE_ASSE_RECENSIONE: Readonly<Record<AsseRecensione | 'complessivo', string>> = {
  descrizione: 'Rispondenza alla descrizione',
  comunicazione: 'Comunicazione',
  spedizione: 'Spedizione',
  complessivo: 'Valutazione complessiva',
};

export const MAX_TESTO_RECENSIONE = 1000;
export const MAX_RISPOSTA_RECENSIONE = 1000;

/** The review window (docs/rules.md §3.16): it opens an hour after the order is Completato and lasts 60 days. */
export const ORE_ATTESA_RECENSIONE = 1;
export const GIORNI_RECENSIONE = 60;
/** A review can be changed for 7 days after it was written. */
export const GIORNI_MODIFICA_RECENSIONE = 7;
/** Reviews per page on a seller's page. */
export const RECENSIONI_PER_PAGINA = 10;

/** Why either side of an order reports a review; a report hides nothing by itself (docs/rules.md §3.16). */
export const MOTIVI_SEGNALAZIONE_RECENSIONE = ['offensiva', 'dati_personali', 'non_pertinente'] as const;
export type MotivoSegnalazioneRecensione = (typeof MOTIVI_SEGNALAZIONE_RECENSIONE)[number];

export const ETICHETTE_MOTIVO_SEGNALAZIONE: Readonly<Record<MotivoSegnalazioneRecensione, string>> = {
  offensiva: 'Contenuto offensivo',
  dati_personali: 'Contiene dati personali',
  non_pertinente: "Non riguarda l'ordine",
};
/** The reason as moderation's queue files it; the explanation keeps the reporter's own words. */
export const MOTIVO_MODERAZIONE_RECENSIONE: Readonly<Record<MotivoSegnalazioneRecensione, MotivoSegnalazione>> = {
  offensiva: 'offensivo',
  dati_personali: 'altro',
  non_pertinente: 'informazioni',
};

/**
 * "Venditore affidabile" (docs/rules.md §3.17): every threshold over the last 12 months. Written once here, read by the
 * reviews service that decides the badge and by the tooltip that explains it.
 */
export const SOGLIE_AFFIDABILE = {
  ordiniCompletati: 20,
  /** Cancellations by the seller over the orders the payment window did not cancel. */
  cancellazioniMassime: 0.02,
  mediaMinima: 4.5,
  recensioniMinime: 5,
} as const;

export const MESSAGGI_RECENSIONE = {
  lascia: 'Lascia una recensione',
  modifica: 'Modifica recensione',
  titolo: 'Recensisci il tuo ordine',
  stelle: 'Scegli da 1 a 5 stelle',
  testoLungo: `La recensione può avere al massimo ${MAX_TESTO_RECENSIONE} caratteri`,
  pubblicata: 'Recensione pubblicata',
  aggiornata: 'Recensione aggiornata',
  errore: "Errore durante l'invio della recensione",
  nonTrovata: 'Recensione non trovata',
  ordineNonTrovato: 'Ordine non trovato',
  nonCompletato: "Potrai recensire l'ordine quando sarà completato",
  troppoPresto: "Potrai recensire l'ordine da un'ora dopo il completamento",
  scaduta: 'Il tempo per recensire questo ordine è scaduto',
  giaRecensito: 'Hai già recensito questo ordine',
  modificaScaduta: 'La recensione si può modificare solo nei 7 giorni dopo la pubblicazione',
  rispondi: 'Rispondi',
  risposta: 'Scrivi la tua risposta',
  rispostaLunga: `La risposta può avere al massimo ${MAX_RISPOSTA_RECENSIONE} caratteri`,
  rispostaPubblicata: 'Risposta pubblicata',
  giaRisposto: 'Hai già risposto a questa recensione',
  rispostaVenditore: 'Risposta del venditore',
  segnala: 'Segnala',
  segnalata: "Segnalazione inviata: la esaminerà l'amministrazione del sito",
  giaSegnalata: 'Hai già segnalato questa recensione',
  nessuna: 'Ancora nessuna recensione',
  ordineVerificato: 'Ordine verificato',
  affidabile: 'Venditore affidabile',
  caricamento: 'Errore nel caricamento delle recensioni',
} as const;

/** The tooltip of "Venditore affidabile": the thresholds in words. */
export const SPIEGAZIONE_AFFIDABILE =
  `Negli ultimi 12 mesi: almeno ${SOGLIE_AFFIDABILE.ordiniCompletati} ordini completati, ` +
  `al massimo il ${SOGLIE_AFFIDABILE.cancellazioniMassime * 100}% di ordini cancellati dal venditore, ` +
  `una valutazione media di almeno ${SOGLIE_AFFIDABILE.mediaMinima.toLocaleString('it-IT')} su 5 ` +
  `con almeno ${SOGLIE_AFFIDABILE.recensioniMinime} recensioni.`;
