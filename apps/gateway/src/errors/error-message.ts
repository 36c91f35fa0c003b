import type { ErrorCode } from '@ricambiamo/contracts';
import { MESSAGGI } from '@ricambiamo/contracts';

/** The one place a service error code becomes the Italian text a user reads. */
export function errorMessage(code: ErrorCode): string {
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
    case 'INTERNAL':
      return MESSAGGI.generico;
  }
}
