/**
 * Every error a service may return, over NATS or as a failed media job's reason. The gateway maps each code to the
 * Italian text shown to users, so a code here without a message there fails the type-check (exhaustive switch).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  /** A wrong TOTP or recovery code for the operator's challenge. */
  'SECOND_FACTOR_INVALID',
  /** The challenge ran out, took too many wrong codes, or was used: the password must be given again. */
  'SECOND_FACTOR_EXPIRED',
  'SESSION_INVALID',
  'RESET_TOKEN_INVALID',
  'INSUFFICIENT_TOKENS_CREATE',
  'INSUFFICIENT_TOKENS_EDIT',
  'CHECKOUT_FAILED',
  'WEBHOOK_INVALID',
  'LISTING_NOT_FOUND',
  'SELLER_NOT_FOUND',
  'PART_SOLD',
  /**
   * A client's idempotency key came back with other content than the operation it first paid for, or for an
   * operation that was undone (refunded): the key is spent, a new attempt needs a new key.
   */
  'IDEMPOTENCY_KEY_REUSED',
  /**
   * A client's idempotency key named an operation that was done (a listing created, an edit applied), and its listing
   * has been deleted since: the operation is never done again, nor paid again.
   */
  'IDEMPOTENCY_KEY_LISTING_DELETED',
  /** Media worker: the image is corrupt or truncated, too many pixels, or not the type its bytes were sniffed as. */
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_TYPE_MISMATCH',
  /** A listing named a photo that is not a finished upload of its seller: someone else's, unfinished, failed or unknown. */
  'IMAGE_UNAVAILABLE',
  /** Some part of an order is no longer available (reserved or sold for another order, removed, or not of that listing). */
  'PARTS_UNAVAILABLE',
  /** An order with a safety part (RICAMBI_DI_SICUREZZA) from a buyer who has not declared a repair business. */
  'SAFETY_PARTS_RESTRICTED',
  /** No withdrawal for this order: not completed, or bought by a declared repair business (not a consumer). */
  'WITHDRAWAL_NOT_ALLOWED',
  /** The withdrawal window (GIORNI_RECESSO from delivery) is over. */
  'WITHDRAWAL_EXPIRED',
  /** The order already has its withdrawal. */
  'WITHDRAWAL_EXISTS',
  /** The withdrawal is not in the status the step needs, e.g. it moved meanwhile. */
  'WITHDRAWAL_STATUS_INVALID',
  /** No such order, or not one of the caller's (as buyer or seller): existence is never revealed. */
  'ORDER_NOT_FOUND',
  /** The status move is not allowed from the order's current status (docs/rules.md §5), e.g. it changed meanwhile. */
  'ORDER_STATUS_INVALID',
  /** An order id (the client's idempotency key) sent again with other content than the order it placed. */
  'ORDER_ID_REUSED',
  /** A listing with a part in a pending or processing order cannot be deleted. */
  'LISTING_HAS_OPEN_ORDERS',
  /** The seller already has MASSIMO_AREE_PARCO yard areas. */
  'AREA_LIMIT_REACHED',
  /** Another listing of the same seller already has this stock code. */
  'CODICE_INTERNO_TAKEN',
  /** The seller has an import in analysis, in preview or running: one at a time. */
  'IMPORT_IN_PROGRESS',
  /** No such import, or not one of the caller's. */
  'IMPORT_NOT_FOUND',
  /** The import is not in the state the request needs (a confirm of one already running, say). */
  'IMPORT_STATE_INVALID',
  /** The buyer's garage already holds MASSIMO_VEICOLI_GARAGE vehicles. */
  'GARAGE_LIMIT_REACHED',
  /** The buyer already has a check of this part waiting for the seller's answer. */
  'CHECK_PENDING',
  /** The check was answered already: a seller answers once. */
  'CHECK_ANSWERED',
  /** No such check, or not one of the caller's. */
  'CHECK_NOT_FOUND',
  /** The part asked about no longer exists. */
  'CHECK_PART_NOT_FOUND',
  /** No such order among the caller's, for a review. */
  'REVIEW_ORDER_NOT_FOUND',
  /** No such review, or not one the caller may act on. */
  'REVIEW_NOT_FOUND',
  /** The order is not Completato (still open, or cancelled): nothing to review. */
  'REVIEW_NOT_ALLOWED',
  /** Less than an hour since the order was completed. */
  'REVIEW_TOO_EARLY',
  /** More than 60 days since the order was completed. */
  'REVIEW_WINDOW_CLOSED',
  /** The order has its review: one per order. */
  'REVIEW_EXISTS',
  /** More than 7 days since the review was written. */
  'REVIEW_EDIT_CLOSED',
  /** The seller replied already: once. */
  'REVIEW_REPLIED',
  /** The caller reported this review already. */
  'REVIEW_REPORTED',
  /** No such conversation, or not one of the caller's. */
  'CONVERSATION_NOT_FOUND',
  /** The listing or order a conversation would be about does not exist, or is not the caller's. */
  'CONVERSATION_SUBJECT_NOT_FOUND',
  /** A seller writing about their own listing. */
  'CONVERSATION_WITH_SELF',
  /** Too many messages or new conversations in a short time (MESSAGGI_AL_MINUTO, CONVERSAZIONI_ALL_ORA). */
  'MESSAGE_RATE_LIMITED',
  /** The caller reported this conversation already. */
  'CONVERSATION_REPORTED',
  /** No such saved search, or not one of the caller's. */
  'SAVED_SEARCH_NOT_FOUND',
  /** The buyer has MAX_RICERCHE_SALVATE saved searches already. */
  'SAVED_SEARCH_LIMIT',
  /** An unsubscribe link whose signature does not hold, or whose search is gone. */
  'UNSUBSCRIBE_INVALID',
  /** No such request where the caller may see it. */
  'REQUEST_NOT_FOUND',
  /** The buyer has MAX_RICHIESTE_APERTE open requests already. */
  'REQUEST_LIMIT',
  'REQUEST_CLOSED',
  /** The answer's listing or part is not the seller's, or does not exist. */
  'REQUEST_LISTING_INVALID',
  'REQUEST_PART_UNAVAILABLE',
  /** The seller answered this request with this part (or "non disponibile") already. */
  'REQUEST_ANSWERED',
  /** The caller reported this request already. */
  'REQUEST_REPORTED',
  /** The listing is hidden by the operator (docs/rules.md §3.22): its page says so, and nobody may order from it. */
  'LISTING_UNAVAILABLE',
  /** The reported content does not exist, or is no longer shown. */
  'REPORT_TARGET_NOT_FOUND',
  /** The reporter sent SEGNALAZIONI_ALL_ORA reports in the last hour. */
  'REPORT_RATE_LIMITED',
  'CASE_NOT_FOUND',
  /** The case was decided already: a decision is changed only on appeal. */
  'CASE_DECIDED',
  /** No such statement of reasons, or not one issued to the caller. */
  'STATEMENT_NOT_FOUND',
  /** Appealed already, or too late (MESI_RICORSO), or no appeal waits for a decision. */
  'APPEAL_NOT_ALLOWED',
  /** The operator who took the decision may not decide its appeal. */
  'APPEAL_SAME_OPERATOR',
  /** The seller's account is suspended: no listing can be published, changed or imported. */
  'SELLER_SUSPENDED',
  /** A suspended seller's public page, to anyone. */
  'SELLER_UNAVAILABLE',
  /** The seller's "Dati per la vendita" are not complete: no first listing, by the form or by import. */
  'SELLER_TRACEABILITY_INCOMPLETE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A listing hidden or a seller suspended by the operator (docs/rules.md §3.22): its page is there and says so, without
 * what it hid; the web and the gateway's previews read these two alike.
 */
export const NON_DISPONIBILE: readonly ErrorCode[] = ['LISTING_UNAVAILABLE', 'SELLER_UNAVAILABLE'];

/** Field name → Italian message, for errors a form can show next to its inputs. */
export type FieldErrors = Record<string, string>;

/** The body of an error as it travels over NATS. */
export interface WireError {
  code: ErrorCode;
  fields?: FieldErrors;
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

export function isWireError(value: unknown): value is WireError {
  return typeof value === 'object' && value !== null && isErrorCode((value as { code?: unknown }).code);
}
