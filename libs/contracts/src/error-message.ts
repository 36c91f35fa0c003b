import { MESSAGGI_VERIFICA } from './compatibilita/verifica-testi';
import type { ErrorCode } from './errors';
import { MESSAGGI } from './messages';
import { MESSAGGI_MEDIA } from './media';
import { MESSAGGI_ORDINE } from './orders';
import { MESSAGGI_GARAGE, MESSAGGI_PARCO, TESTI_SICUREZZA } from './validation';
import { MESSAGGI_RECESSO } from './orders';
import { MESSAGGI_IMPORTAZIONE } from './imports';
import { MESSAGGI_CONVERSAZIONE } from './conversations/testi';
import { MESSAGGI_RECENSIONE } from './reviews/testi';
import { MESSAGGI_RICERCA, MESSAGGI_RICHIESTA } from './demand/testi';
import { MESSAGGI_SECONDO_FATTORE } from './identity/secondo-fattore';
import { MESSAGGI_TRACCIABILITA } from './identity/tracciabilita-testi';
import { ERRORI_MODERAZIONE } from './moderation/testi';

/**
 * The one place an error code, from a service or a failed media job, becomes the Italian text a user reads: the
 * gateway's answers, and the rows of an import's report.
 * `unexpected` is what INTERNAL says: the generic text, or the one of what the user was doing (an image upload).
 */
export function errorMessage(code: ErrorCode, unexpected: string = MESSAGGI.generico): string {
  switch (code) {
    case 'VALIDATION_FAILED':
      return MESSAGGI.dati.datiNonValidi;
    case 'UNAUTHENTICATED':
    case 'SESSION_INVALID':
      return MESSAGGI.auth.sessioneScaduta;
    case 'FORBIDDEN':
      return MESSAGGI.auth.nonAutorizzato;
    case 'NOT_FOUND':
      return MESSAGGI.dati.nonTrovato;
    case 'RATE_LIMITED':
      return MESSAGGI.auth.troppiTentativi;
    case 'EMAIL_TAKEN':
      return MESSAGGI.auth.emailInUso;
    case 'INVALID_CREDENTIALS':
      return MESSAGGI.auth.credenzialiNonValide;
    case 'SECOND_FACTOR_INVALID':
      return MESSAGGI_SECONDO_FATTORE.codiceErrato;
    case 'SECOND_FACTOR_EXPIRED':
      return MESSAGGI_SECONDO_FATTORE.scaduta;
    case 'RESET_TOKEN_INVALID':
      return MESSAGGI.auth.linkResetNonValido;
    case 'INSUFFICIENT_TOKENS_CREATE':
      return MESSAGGI.gettoni.insufficientiCreazione;
    case 'INSUFFICIENT_TOKENS_EDIT':
      return MESSAGGI.gettoni.insufficientiModifica;
    case 'CHECKOUT_FAILED':
      return MESSAGGI.gettoni.erroreAcquisto;
    case 'WEBHOOK_INVALID':
      return MESSAGGI.gettoni.webhookNonValido;
    case 'LISTING_NOT_FOUND':
      return MESSAGGI.inserzione.nonTrovata;
    case 'SELLER_NOT_FOUND':
      return MESSAGGI.inserzione.venditoreNonTrovato;
    case 'PART_SOLD':
      return MESSAGGI.inserzione.ricambioVenduto;
    case 'IDEMPOTENCY_KEY_REUSED':
      return MESSAGGI.inserzione.richiestaGiaUsata;
    case 'IDEMPOTENCY_KEY_LISTING_DELETED':
      return MESSAGGI.inserzione.richiestaEseguitaInserzioneEliminata;
    case 'IMAGE_UNREADABLE':
    case 'IMAGE_TYPE_MISMATCH':
      return MESSAGGI_MEDIA.immagineIllegibile;
    case 'IMAGE_TOO_MANY_PIXELS':
      return MESSAGGI_MEDIA.troppiPixel;
    case 'IMAGE_UNAVAILABLE':
      return MESSAGGI_MEDIA.erroreImmagine;
    case 'PARTS_UNAVAILABLE':
      return MESSAGGI_ORDINE.ricambiNonDisponibili;
    case 'SAFETY_PARTS_RESTRICTED':
      return TESTI_SICUREZZA.rifiuto;
    case 'WITHDRAWAL_NOT_ALLOWED':
      return MESSAGGI_RECESSO.nonConsentito;
    case 'WITHDRAWAL_EXPIRED':
      return MESSAGGI_RECESSO.scaduto;
    case 'WITHDRAWAL_EXISTS':
      return MESSAGGI_RECESSO.giaRichiesto;
    case 'WITHDRAWAL_STATUS_INVALID':
      return MESSAGGI_RECESSO.statoNonValido;
    case 'ORDER_NOT_FOUND':
      return MESSAGGI_ORDINE.nonTrovato;
    case 'ORDER_STATUS_INVALID':
      return MESSAGGI_ORDINE.statoNonValido;
    case 'ORDER_ID_REUSED':
      return MESSAGGI_ORDINE.ordineGiaInviato;
    case 'LISTING_HAS_OPEN_ORDERS':
      return MESSAGGI_ORDINE.inserzioneConOrdiniAperti;
    case 'AREA_LIMIT_REACHED':
      return MESSAGGI_PARCO.troppeAree;
    case 'CODICE_INTERNO_TAKEN':
      return MESSAGGI_IMPORTAZIONE.codiceInUso;
    case 'IMPORT_IN_PROGRESS':
      return MESSAGGI_IMPORTAZIONE.inCorso;
    case 'IMPORT_NOT_FOUND':
      return MESSAGGI_IMPORTAZIONE.nonTrovata;
    case 'IMPORT_STATE_INVALID':
      return MESSAGGI_IMPORTAZIONE.statoNonValido;
    case 'GARAGE_LIMIT_REACHED':
      return MESSAGGI_GARAGE.troppiVeicoli;
    case 'CHECK_PENDING':
      return MESSAGGI_VERIFICA.inAttesa;
    case 'CHECK_ANSWERED':
      return MESSAGGI_VERIFICA.giaRisposta;
    case 'CHECK_NOT_FOUND':
      return MESSAGGI_VERIFICA.nonTrovata;
    case 'CHECK_PART_NOT_FOUND':
      return MESSAGGI_VERIFICA.ricambioNonTrovato;
    case 'REVIEW_ORDER_NOT_FOUND':
      return MESSAGGI_RECENSIONE.ordineNonTrovato;
    case 'REVIEW_NOT_FOUND':
      return MESSAGGI_RECENSIONE.nonTrovata;
    case 'REVIEW_NOT_ALLOWED':
      return MESSAGGI_RECENSIONE.nonCompletato;
    case 'REVIEW_TOO_EARLY':
      return MESSAGGI_RECENSIONE.troppoPresto;
    case 'REVIEW_WINDOW_CLOSED':
      return MESSAGGI_RECENSIONE.scaduta;
    case 'REVIEW_EXISTS':
      return MESSAGGI_RECENSIONE.giaRecensito;
    case 'REVIEW_EDIT_CLOSED':
      return MESSAGGI_RECENSIONE.modificaScaduta;
    case 'REVIEW_REPLIED':
      return MESSAGGI_RECENSIONE.giaRisposto;
    case 'REVIEW_REPORTED':
      return MESSAGGI_RECENSIONE.giaSegnalata;
    case 'CONVERSATION_NOT_FOUND':
      return MESSAGGI_CONVERSAZIONE.nonTrovata;
    case 'CONVERSATION_SUBJECT_NOT_FOUND':
      return MESSAGGI_CONVERSAZIONE.soggettoNonTrovato;
    case 'CONVERSATION_WITH_SELF':
      return MESSAGGI_CONVERSAZIONE.propria;
    case 'MESSAGE_RATE_LIMITED':
      return MESSAGGI_CONVERSAZIONE.troppi;
    case 'CONVERSATION_REPORTED':
      return MESSAGGI_CONVERSAZIONE.giaSegnalata;
    case 'SAVED_SEARCH_NOT_FOUND':
      return MESSAGGI_RICERCA.nonTrovata;
    case 'SAVED_SEARCH_LIMIT':
      return MESSAGGI_RICERCA.troppe;
    case 'UNSUBSCRIBE_INVALID':
      return MESSAGGI_RICERCA.linkNonValido;
    case 'REQUEST_NOT_FOUND':
      return MESSAGGI_RICHIESTA.nonTrovata;
    case 'REQUEST_LIMIT':
      return MESSAGGI_RICHIESTA.troppe;
    case 'REQUEST_CLOSED':
      return MESSAGGI_RICHIESTA.chiusa;
    case 'REQUEST_LISTING_INVALID':
      return MESSAGGI_RICHIESTA.inserzione;
    case 'REQUEST_PART_UNAVAILABLE':
      return MESSAGGI_RICHIESTA.ricambioNonDisponibile;
    case 'REQUEST_ANSWERED':
      return MESSAGGI_RICHIESTA.giaRisposto;
    case 'REQUEST_REPORTED':
      return MESSAGGI_RICHIESTA.giaSegnalata;
    case 'LISTING_UNAVAILABLE':
      return ERRORI_MODERAZIONE.inserzioneNonDisponibile;
    case 'REPORT_TARGET_NOT_FOUND':
      return ERRORI_MODERAZIONE.contenutoNonTrovato;
    case 'REPORT_RATE_LIMITED':
      return ERRORI_MODERAZIONE.troppeSegnalazioni;
    case 'CASE_NOT_FOUND':
      return ERRORI_MODERAZIONE.casoNonTrovato;
    case 'CASE_DECIDED':
      return ERRORI_MODERAZIONE.casoDeciso;
    case 'STATEMENT_NOT_FOUND':
      return ERRORI_MODERAZIONE.provvedimentoNonTrovato;
    case 'APPEAL_NOT_ALLOWED':
      return ERRORI_MODERAZIONE.ricorsoNonAmmesso;
    case 'APPEAL_SAME_OPERATOR':
      return ERRORI_MODERAZIONE.stessoOperatore;
    case 'SELLER_SUSPENDED':
      return ERRORI_MODERAZIONE.venditoreSospeso;
    case 'SELLER_UNAVAILABLE':
      return ERRORI_MODERAZIONE.venditoreNonDisponibile;
    case 'SELLER_TRACEABILITY_INCOMPLETE':
      return MESSAGGI_TRACCIABILITA.incompleta;
    case 'INTERNAL':
      return unexpected;
  }
}
