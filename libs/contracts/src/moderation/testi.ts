// The operator's moderation (docs/rules.md §3.22): what can be reported and why, what the operator may decide, and the
// words of a statement of reasons. Apart from the schemas: the console and the dashboard show them without zod.

/** What a report (art. 16 DSA) may be about. */
export const OGGETTI_SEGNALAZIONE = ['inserzione', 'venditore', 'recensione', 'conversazione', 'richiesta'] as const;
export type OggettoSegnalazione = (typeof OGGETTI_SEGNALAZIONE)[number];
/**
 * Reported through moderation's own form, by anyone, visitors included: what a visitor sees and moderation can read as
 * one. A review's or request's own parties report it in its service instead, once each (OGGETTI_INOLTRATI).
 */
export const OGGETTI_MODULO = ['inserzione', 'venditore', 'recensione', 'richiesta'] as const;
export type OggettoModulo = (typeof OGGETTI_MODULO)[number];
/**
 * Reported by signed-in users in the service that holds them, which knows who may see them (a conversation only its
 * two sides) and keeps one report per person; it forwards each report to moderation's queue with the content as it was.
 */
export const OGGETTI_INOLTRATI = ['recensione', 'conversazione', 'richiesta'] as const;

export const ETICHETTE_OGGETTO: Readonly<Record<OggettoSegnalazione, string>> = {
  inserzione: 'Inserzione',
  venditore: 'Venditore',
  recensione: 'Recensione',
  conversazione: 'Conversazione',
  richiesta: 'Richiesta di ricambio',
};

/** The reasons anyone may give; `diritti` asks the reporter's name and e-mail, as art. 16(2)(c) provides. */
export const MOTIVI_SEGNALAZIONE = ['illegale', 'sicurezza', 'frode', 'informazioni', 'offensivo', 'diritti', 'altro'] as const;
export type MotivoSegnalazione = (typeof MOTIVI_SEGNALAZIONE)[number];

export const ETICHETTE_MOTIVO: Readonly<Record<MotivoSegnalazione, string>> = {
  illegale: 'Ricambi illegali o di provenienza furtiva',
  sicurezza: 'Ricambio di sicurezza venduto a un consumatore',
  frode: 'Frode o tentativo di truffa',
  informazioni: 'Informazioni false o sbagliate',
  offensivo: 'Contenuto offensivo',
  diritti: 'Violazione di diritti (marchi, foto, diritto d’autore)',
  altro: 'Altro',
};

export const MIN_SPIEGAZIONE = 10;
export const MAX_SPIEGAZIONE = 2000;
/** Reports one address or account may send in an hour, beside the gateway's own limit per address. */
export const SEGNALAZIONI_ALL_ORA = 10;

export const STATI_CASO = ['aperto', 'deciso'] as const;
export type StatoCaso = (typeof STATI_CASO)[number];
export const ETICHETTE_STATO_CASO: Readonly<Record<StatoCaso, string>> = { aperto: 'Da decidere', deciso: 'Deciso' };

/** The decisions that act on the content, each with a statement of reasons to whom it affects. */
export const AZIONI_PROVVEDIMENTO = ['avverti', 'nascondi_inserzione', 'nascondi_recensione', 'sospendi_venditore'] as const;
export type AzioneProvvedimento = (typeof AZIONI_PROVVEDIMENTO)[number];
/** What the operator may decide about a case; `archivia` dismisses its reports, the others act on the content. */
export const AZIONI = ['archivia', ...AZIONI_PROVVEDIMENTO] as const;
export type Azione = (typeof AZIONI)[number];
export const ETICHETTE_AZIONE: Readonly<Record<Azione, string>> = {
  archivia: 'Archivia: nessuna violazione',
  avverti: "Avverti l'autore",
  nascondi_inserzione: "Nascondi l'inserzione",
  nascondi_recensione: 'Nascondi la recensione',
  sospendi_venditore: 'Sospendi il venditore',
};
/**
 * What each decision may act on: a listing is hidden, a review is hidden, a seller is suspended from their listing or
 * page. The author of a review, message or request is a buyer as often as not: warned, never suspended as a seller.
 */
export const OGGETTI_AZIONE: Readonly<Record<Azione, readonly OggettoSegnalazione[]>> = {
  archivia: OGGETTI_SEGNALAZIONE,
  avverti: OGGETTI_SEGNALAZIONE,
  nascondi_inserzione: ['inserzione'],
  nascondi_recensione: ['recensione'],
  sospendi_venditore: ['inserzione', 'venditore'],
};
export const azioniPer = (oggetto: OggettoSegnalazione): Azione[] => AZIONI.filter((azione) => OGGETTI_AZIONE[azione].includes(oggetto));
/** What was done, as the statement of reasons says it. */
export const PROVVEDIMENTO_AZIONE: Readonly<Record<AzioneProvvedimento, string>> = {
  avverti: 'Ti abbiamo inviato un avvertimento. Il contenuto resta visibile.',
  nascondi_inserzione: 'Abbiamo nascosto la tua inserzione: non compare nelle ricerche e la sua pagina dice "Inserzione non disponibile".',
  nascondi_recensione: 'Abbiamo nascosto la tua recensione: non compare più sulla pagina del venditore e non conta nella sua media.',
  sospendi_venditore:
    'Abbiamo sospeso il tuo account venditore: le tue inserzioni non sono visibili, non ricevi nuovi ordini e non puoi pubblicare, modificare o importare inserzioni. Puoi accedere, vedere ordini e messaggi e completare o annullare gli ordini in lavorazione; gli ordini in attesa di pagamento sono stati annullati.',
};

/** A suspension lasts some days, or until further notice (null). */
export const MAX_GIORNI_SOSPENSIONE = 365;

/** The grounds a decision rests on: a law, or a clause of the terms of use (art. 17(3)(d)-(e) DSA). */
export const FONDAMENTI = ['termini_4_1', 'termini_4_2', 'termini_4_3', 'termini_4_4', 'dlgs_209_2003', 'codice_consumo'] as const;
export type Fondamento = (typeof FONDAMENTI)[number];
export const ETICHETTE_FONDAMENTO: Readonly<Record<Fondamento, string>> = {
  termini_4_1: 'Condizioni d’uso, art. 4.1: solo ricambi di provenienza lecita',
  termini_4_2: 'Condizioni d’uso, art. 4.2: descrizioni veritiere e complete',
  termini_4_3: 'Condizioni d’uso, art. 4.3: ricambi di sicurezza solo a officine',
  termini_4_4: 'Condizioni d’uso, art. 4.4: rispetto degli altri utenti',
  dlgs_209_2003: 'D.Lgs. 209/2003 (veicoli fuori uso), artt. 6 e 15',
  codice_consumo: 'Codice del Consumo (D.Lgs. 206/2005)',
};

/** Decided by a person: the statement says so (art. 17(3)(c) DSA). */
export const MEZZI_AUTOMATIZZATI = 'Decisione presa da un operatore di Ricambiamo, senza mezzi automatizzati.';
export const COME_CONTESTARE =
  'Puoi contestare questa decisione una volta, entro 6 mesi, dalla pagina Provvedimenti del tuo profilo: la esaminerà un operatore diverso da chi l’ha presa. Puoi anche rivolgerti a un organismo di risoluzione extragiudiziale certificato (art. 21 DSA) o al giudice.';
export const MESI_RICORSO = 6;

export const ESITI_RICORSO = ['accolto', 'respinto'] as const;
export type EsitoRicorso = (typeof ESITI_RICORSO)[number];
export const ETICHETTE_ESITO_RICORSO: Readonly<Record<EsitoRicorso | 'in-esame', string>> = {
  'in-esame': 'Ricorso in esame',
  accolto: 'Ricorso accolto: decisione annullata',
  respinto: 'Ricorso respinto: decisione confermata',
};

export const MAX_TESTO_DECISIONE = 2000;
export const MAX_TESTO_RICORSO = 2000;

export const MESSAGGI_MODERAZIONE = {
  motivo: 'Indica il motivo della segnalazione',
  spiegazione: `Spiega il problema in almeno ${MIN_SPIEGAZIONE} caratteri`,
  spiegazioneLunga: `La spiegazione può avere al massimo ${MAX_SPIEGAZIONE} caratteri`,
  nome: 'Indica il tuo nome',
  email: 'Inserisci un indirizzo e-mail valido',
  perDiritti: 'Per una violazione di diritti servono il tuo nome e la tua e-mail',
  buonaFede: 'Conferma che la segnalazione è fatta in buona fede',
  fatti: 'Descrivi i fatti su cui si basa la decisione',
  fattiLunghi: `Il testo può avere al massimo ${MAX_TESTO_DECISIONE} caratteri`,
  fondamento: 'Indica il fondamento della decisione',
  azione: 'Scegli una decisione',
  ricorso: 'Spiega perché contesti la decisione',
  ricorsoLungo: `Il ricorso può avere al massimo ${MAX_TESTO_RICORSO} caratteri`,
  esito: 'Scegli un esito',
  giorni: `Indica da 1 a ${MAX_GIORNI_SOSPENSIONE} giorni, o lascia vuoto per una sospensione fino a nuovo avviso`,
} as const;

export const ERRORI_MODERAZIONE = {
  inserzioneNonDisponibile: 'Inserzione non disponibile',
  venditoreNonDisponibile: 'Venditore non disponibile',
  contenutoNonTrovato: 'Il contenuto segnalato non esiste o non è più visibile',
  troppeSegnalazioni: 'Hai inviato troppe segnalazioni: riprova tra un’ora',
  casoNonTrovato: 'Caso non trovato',
  casoDeciso: 'Questo caso è già stato deciso',
  provvedimentoNonTrovato: 'Provvedimento non trovato',
  ricorsoNonAmmesso: 'Questa decisione non può più essere contestata',
  stessoOperatore: 'Il ricorso deve deciderlo un operatore diverso da chi ha preso la decisione',
  venditoreSospeso: 'Il tuo account venditore è sospeso: non puoi pubblicare, modificare o importare inserzioni',
  azioneNonAmmessa: 'Questa decisione non si applica a questo contenuto',
} as const;

/** What the reporter reads once the report is sent. */
export const SEGNALAZIONE_INVIATA =
  'Grazie: abbiamo ricevuto la segnalazione. Un operatore la esaminerà e, se ci hai lasciato un’e-mail, ti scriveremo la decisione.';
