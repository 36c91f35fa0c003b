// The fit check's texts and limits apart from its schemas: a listing shows them without zod.

export const MAX_DOMANDA_VERIFICA = 500;
export const MAX_NOTA_VERIFICA = 500;

export const ESITI_VERIFICA = ['compatibile', 'non_compatibile'] as const;
export type EsitoVerifica = (typeof ESITI_VERIFICA)[number];

export const ETICHETTE_ESITO_VERIFICA: Readonly<Record<EsitoVerifica, string>> = {
  compatibile: 'Compatibile',
  non_compatibile: 'Non compatibile',
};

/** Ours, in the voice of the listing form's messages. */
export const MESSAGGI_VERIFICA = {
  pulsante: 'Chiedi verifica compatibilità',
  titolo: 'Chiedi al venditore se il ricambio è compatibile',
  telaioOTarga: 'Inserisci il numero di telaio (17 caratteri) o la targa del tuo veicolo',
  domanda: 'Scrivi la tua domanda al venditore',
  domandaLunga: `La domanda può avere al massimo ${MAX_DOMANDA_VERIFICA} caratteri`,
  notaLunga: `La nota può avere al massimo ${MAX_NOTA_VERIFICA} caratteri`,
  esito: 'Indica se il ricambio è compatibile',
  inviata: 'Richiesta inviata: il venditore ti risponderà qui e per e-mail',
  inAttesa: 'Hai già chiesto una verifica per questo ricambio: attendi la risposta del venditore',
  giaRisposta: 'Hai già risposto a questa richiesta',
  nonTrovata: 'Richiesta di verifica non trovata',
  ricambioNonTrovato: 'Ricambio non trovato',
  errore: "Errore durante l'invio della richiesta",
  risposta: 'Risposta inviata',
  erroreRisposta: "Errore durante l'invio della risposta",
  senzaVeicolo: 'Imposta il tuo veicolo per chiedere una verifica',
  /** The reasons a check gives the badge of the buyer who asked, for the vehicle they asked about. */
  confermata: 'compatibilità confermata dal venditore',
  esclusa: 'il venditore ha risposto che non è compatibile',
} as const;
