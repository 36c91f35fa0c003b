// Saved searches' texts and rules apart from the schemas (docs/rules.md §3.19): the web's list shows them without zod.

import type { MotivoSegnalazione } from '../moderation/testi';
import type { FiltriRicercaSalvataInput } from './messages';

/** A buyer keeps at most this many saved searches. */
export const MAX_RICERCHE_SALVATE = 20;
export const MAX_NOME_RICERCA = 60;
/** The newest matches a saved search shows in the buyer's list. */
export const CORRISPONDENZE_MOSTRATE = 5;

/** When a match is e-mailed: at once, or with the others in the morning digest. The notification is always at once. */
export const FREQUENZE_AVVISO = ['subito', 'giornaliera'] as const;
export type FrequenzaAvviso = (typeof FREQUENZE_AVVISO)[number];

/** The morning digest goes out at this hour of Italian time, summer or winter. */
export const ORA_RIEPILOGO = 8;
export const FUSO_RIEPILOGO = 'Europe/Rome';

export const ETICHETTE_FREQUENZA: Readonly<Record<FrequenzaAvviso, string>> = {
  subito: 'E-mail subito',
  giornaliera: 'Riepilogo ogni mattina alle 8:00',
};

export const MESSAGGI_RICERCA = {
  nome: 'Dai un nome alla ricerca',
  nomeLungo: `Il nome può avere al massimo ${MAX_NOME_RICERCA} caratteri`,
  vuota: 'Scrivi una parola o scegli un filtro prima di salvare la ricerca',
  troppe: `Hai già ${MAX_RICERCHE_SALVATE} ricerche salvate: eliminane una per salvarne un'altra`,
  nonTrovata: 'Ricerca salvata non trovata',
  linkNonValido: 'Il link per disattivare gli avvisi non è valido',
  salvata: 'Ricerca salvata: ti avviseremo quando arriva qualcosa di nuovo',
  accediPerSalvare: 'Accedi come acquirente per salvare la ricerca',
} as const;

/** The notification's text for a new match. */
export const testoCorrispondenza = (nomeRicerca: string, titolo: string): string =>
  `Nuova inserzione per «${nomeRicerca}»: ${titolo}`;

// "Cerco ricambio" (docs/rules.md §3.20): a buyer asks for a part, the yards with such a car answer.

/** A buyer keeps at most this many requests open. */
export const MAX_RICHIESTE_APERTE = 10;
/** A request stays open this long, and as long again each time it is renewed. */
export const GIORNI_RICHIESTA = 30;
export const MAX_TESTO_RICHIESTA = 200;

export const STATI_RICHIESTA = ['aperta', 'chiusa'] as const;
export type StatoRichiesta = (typeof STATI_RICHIESTA)[number];
/** Why a request closed: the buyer ordered through an answer, closed it, or its 30 days ran out. */
export const MOTIVI_CHIUSURA_RICHIESTA = ['ordine', 'acquirente', 'scaduta'] as const;
export type MotivoChiusuraRichiesta = (typeof MOTIVI_CHIUSURA_RICHIESTA)[number];

export const ETICHETTE_CHIUSURA_RICHIESTA: Readonly<Record<MotivoChiusuraRichiesta, string>> = {
  ordine: 'Chiusa: ricambio ordinato',
  acquirente: "Chiusa dall'acquirente",
  scaduta: 'Scaduta',
};

export const MESSAGGI_RICHIESTA = {
  ricambi: 'Scegli almeno un ricambio dal catalogo o descrivi quello che cerchi',
  testoLungo: `La descrizione può avere al massimo ${MAX_TESTO_RICHIESTA} caratteri`,
  provincia: 'Scegli la provincia',
  prezzo: 'Il prezzo indicativo deve essere un importo positivo',
  troppe: `Hai già ${MAX_RICHIESTE_APERTE} richieste aperte: chiudine una per pubblicarne un'altra`,
  nonTrovata: 'Richiesta non trovata',
  chiusa: 'Questa richiesta è chiusa',
  inserzione: 'Scegli una delle tue inserzioni e il ricambio da proporre',
  ricambioNonDisponibile: 'Il ricambio scelto non è più disponibile',
  giaRisposto: 'Hai già risposto a questa richiesta così',
  segnala: 'Segnala la richiesta',
  segnalata: "Segnalazione inviata: la esaminerà l'amministrazione del sito",
  giaSegnalata: 'Hai già segnalato questa richiesta',
  spiegazioneSegnalazione: "La segnalazione non nasconde la richiesta: la esamina l'amministrazione del sito.",
  errore: "Errore durante l'invio della segnalazione",
} as const;

/** Why anyone signed in reports a request to the operator (docs/rules.md §3.20); once each, never its own buyer. */
export const MOTIVI_SEGNALAZIONE_RICHIESTA = ['dati_personali', 'truffa', 'offensiva', 'non_pertinente', 'altro'] as const;
export type MotivoSegnalazioneRichiesta = (typeof MOTIVI_SEGNALAZIONE_RICHIESTA)[number];
export const ETICHETTE_MOTIVO_RICHIESTA: Readonly<Record<MotivoSegnalazioneRichiesta, string>> = {
  dati_personali: 'Contiene dati personali',
  truffa: 'Tentativo di truffa',
  offensiva: 'Contenuto offensivo',
  non_pertinente: 'Non cerca un ricambio',
  altro: 'Altro',
};
/** The reason as moderation's queue files it; the explanation keeps the reporter's own words. */
export const MOTIVO_MODERAZIONE_RICHIESTA: Readonly<Record<MotivoSegnalazioneRichiesta, MotivoSegnalazione>> = {
  dati_personali: 'altro',
  truffa: 'frode',
  offensiva: 'offensivo',
  non_pertinente: 'informazioni',
  altro: 'altro',
};

/** "Le più cercate nella tua zona" (docs/rules.md §3.20): the demand of the last days shown to a yard, its top entries. */
export const GIORNI_DOMANDA = 30;
export const VOCI_DOMANDA = 8;

/** A search with neither words nor filters finds every car: nothing worth an alert. */
export function ricercaVuota(filtri: FiltriRicercaSalvataInput): boolean {
  return !Object.entries(filtri).some(([chiave, valore]) =>
    chiave === 'soloDisponibili' ? valore === true : valore !== null && valore !== undefined && valore !== '',
  );
}
