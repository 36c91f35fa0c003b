// Order statuses and texts apart from the schemas: a listing page shows them without loading zod.
import type { LivelloCompatibilita } from '../compatibilita/compatibilita';
import { MESSAGGI_CHECKOUT } from '../validation/checkout-messaggi';

/** docs/rules.md §5 Order status. */
export const STATI_ORDINE = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type StatoOrdine = (typeof STATI_ORDINE)[number];

/** Badges and timeline labels (docs/rules.md §5). */
export const ETICHETTE_STATO_ORDINE: Record<StatoOrdine, string> = {
  pending: 'In Attesa',
  processing: 'In Lavorazione',
  completed: 'Completato',
  cancelled: 'Cancellato',
};

/** What the seller may move an order to, from each status (docs/rules.md §5); completed and cancelled are final. */
export const TRANSIZIONI_ORDINE: Record<StatoOrdine, readonly StatoOrdine[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/**
 * Who moved an order into a status: the buyer placing it, its seller, or the payment window (an order still pending
 * at its deadline is cancelled by the orders service itself).
 */
export const AUTORI_STATO_ORDINE = ['acquirente', 'venditore', 'scadenza-pagamento', 'sospensione-venditore'] as const;
export type AutoreStatoOrdine = (typeof AUTORI_STATO_ORDINE)[number];

/** Hours the buyer has to make the bank transfer (docs/rules.md §1, §9), and the reminder before the deadline (docs/architecture.md#payment-window). */
export const ORE_PAGAMENTO = 24;
export const ORE_AVVISO_PAGAMENTO = 4;

/** The bank-transfer reason fits a SEPA transfer's remittance information. */
export const CAUSALE_MAX = 140;

/** Order texts: docs/rules.md §3, §2, §8 where it has them. */
export const MESSAGGI_ORDINE = {
  autenticazioneRichiesta: 'Devi essere registrato per acquistare ricambi',
  soloAcquirenti: 'Devi essere registrato come acquirente per comprare ricambi',
  autenticatoPerOrdinare: 'Devi essere autenticato per effettuare un ordine',
  selezionaRicambi: MESSAGGI_CHECKOUT.ricambi,
  creato: 'Ordine creato con successo!',
  erroreCheckout: 'Si è verificato un errore durante il checkout',
  erroreCaricamento: 'Errore nel caricamento degli ordini',
  statoAggiornato: 'Stato ordine aggiornato con successo',
  erroreStato: "Errore durante l'aggiornamento dello stato",
  ibanNonDisponibile: 'IBAN non disponibile. Contatta il venditore per i dettagli del pagamento.',
  ricambiNonDisponibili: 'Alcuni ricambi selezionati non sono più disponibili',
  nonTrovato: 'Ordine non trovato',
  statoNonValido: "Lo stato dell'ordine è cambiato nel frattempo: ricarica la pagina",
  ordineGiaInviato: 'Questo ordine è già stato inviato con altri dati: ricarica la pagina e riprova',
  inserzioneConOrdiniAperti:
    "Non puoi eliminare l'inserzione: alcuni suoi ricambi sono in ordini in attesa o in lavorazione",
  cancellatoDalVenditore: 'Cancellato dal venditore',
  cancellatoPerScadenza: 'Cancellato: pagamento non ricevuto entro 24 ore',
  cancellatoPerSospensione: 'Cancellato: il venditore è stato sospeso da Ricambiamo',
  venditoreSospeso:
    'Il venditore è stato sospeso da Ricambiamo. Il tuo ordine resta valido: il venditore può ancora completarlo o annullarlo.',
  /** Before a part's fit as the order keeps it (docs/rules.md §3.14): "Acquistato come: Compatibile — …". */
  acquistatoCome: 'Acquistato come:',
} as const;

/**
 * Withdrawal (Codice del Consumo art. 52–59, and art. 54-bis for the button): a consumer may withdraw within 14 days
 * of receiving the goods. Delivery is the moment the seller marks the order Completato, which the seller does when
 * the parts have reached the buyer; a buyer who declared a repair business (Officina) is not a consumer and has no
 * withdrawal.
 */
export const GIORNI_RECESSO = 14;

/** A withdrawal's steps, in order: asked by the buyer, then the seller's three. */
export const STATI_RECESSO = ['richiesto', 'accettato', 'ricevuto', 'rimborsato'] as const;
export type StatoRecesso = (typeof STATI_RECESSO)[number];

/** Timeline labels. */
export const ETICHETTE_STATO_RECESSO: Record<StatoRecesso, string> = {
  richiesto: 'Recesso richiesto',
  accettato: 'Reso accettato',
  ricevuto: 'Ricambi resi ricevuti',
  rimborsato: 'Rimborso effettuato',
};

/** The step the seller may take from each status; rimborsato is the last. */
export const PROSSIMO_STATO_RECESSO: Record<StatoRecesso, Exclude<StatoRecesso, 'richiesto'> | null> = {
  richiesto: 'accettato',
  accettato: 'ricevuto',
  ricevuto: 'rimborsato',
  rimborsato: null,
};

/** The seller's buttons, one per step, named after what the seller did. */
export const AZIONI_RECESSO: Record<Exclude<StatoRecesso, 'richiesto'>, string> = {
  accettato: 'Accetta il reso',
  ricevuto: 'Ricambi ricevuti',
  rimborsato: 'Rimborso effettuato',
};

export const MOTIVI_RECESSO = ['ripensamento', 'non-compatibile', 'non-conforme', 'danneggiato', 'altro'] as const;
export type MotivoRecesso = (typeof MOTIVI_RECESSO)[number];

export const ETICHETTE_MOTIVO_RECESSO: Record<MotivoRecesso, string> = {
  ripensamento: 'Ho cambiato idea',
  'non-compatibile': 'Il ricambio non è compatibile con il mio veicolo',
  'non-conforme': "Il ricambio non corrisponde all'inserzione",
  danneggiato: 'Il ricambio è arrivato danneggiato',
  altro: 'Altro',
};

const elencoNomi = new Intl.ListFormat('it', { type: 'conjunction' });

export const MESSAGGI_RECESSO = {
  pulsante: 'Recedi dal contratto',
  /** The buyer's dialog. */
  titolo: 'Recesso dal contratto',
  invia: 'Invia il recesso',
  inviato: 'Recesso inviato: il venditore ti risponderà sul tuo ordine',
  errore: "Errore durante l'invio del recesso",
  rimettiInVendita: 'Rimetti in vendita i ricambi resi',
  passoRegistrato: 'Reso aggiornato',
  erroreAggiornamento: "Errore durante l'aggiornamento del reso",
  ricambi: 'Seleziona almeno un ricambio da restituire',
  motivo: 'Indica il motivo del recesso',
  nonConsentito: 'Il recesso non è disponibile per questo ordine',
  scaduto: `Il termine di ${GIORNI_RECESSO} giorni per il recesso è scaduto`,
  giaRichiesto: 'Hai già chiesto il recesso per questo ordine',
  statoNonValido: 'Il recesso è cambiato nel frattempo: ricarica la pagina',
  rimettiSoloRicevuti: 'Puoi rimettere in vendita i ricambi solo quando li hai ricevuti',
  /** The returns rule (docs/rules.md §1), as the policy pages, the dialog and the messages say it. */
  speseRestituzione: 'La spedizione del reso è a carico del cliente, salvo errore del venditore.',
  /** The seller's error (erroreDelVenditore): to the buyer once the return is accepted, and to both on the withdrawal. */
  speseAlVenditore: 'La spedizione del reso è a carico del venditore.',
  /** The buyer's dialog, before sending, naming the parts going back that were bought as Compatibile. */
  acquistatiCompatibili: (nomi: readonly string[]) =>
    `Avevi acquistato ${nomi.length === 1 ? 'questo ricambio' : 'questi ricambi'} come Compatibile (${elencoNomi.format(nomi)}): ` +
    'la spedizione del reso è a carico del venditore.',
  /** "Spedizione del reso" on the withdrawal, as both parties see it. */
  resoCliente: 'A carico del cliente',
  resoVenditore: 'A carico del venditore: ricambio acquistato come Compatibile',
  /** The seller's view of the withdrawal and their notification. */
  erroreVenditore:
    'Il cliente aveva acquistato come Compatibile un ricambio che restituisce perché non è compatibile: la spedizione del reso è a tuo carico.',
} as const;

/**
 * docs/rules.md §1 Returns, the seller's error: a part bought as "Compatibile" (docs/rules.md §3.14) that goes back
 * because it does not fit. Then the return shipping is the seller's. Orders decides it from the fit the order kept,
 * never from what the browser says; the dialog asks the same function to say so before sending. A fit "Probabilmente
 * compatibile" or "Da verificare" was not a promise, and an order placed without a vehicle promised nothing.
 */
export function erroreDelVenditore(
  motivo: MotivoRecesso,
  resi: readonly { compatibilita: { livello: LivelloCompatibilita } | null }[],
): boolean {
  return motivo === 'non-compatibile' && resi.some((ricambio) => ricambio.compatibilita?.livello === 'compatibile');
}
