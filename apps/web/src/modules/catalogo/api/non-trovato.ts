import { NON_DISPONIBILE } from '@ricambiamo/contracts';
import { ApiError } from '../../../lib/graphql/api-error';

/** A missing id and a malformed one both mean "this page does not exist" to a visitor. */
export const isNonTrovato = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'LISTING_NOT_FOUND' ||
    error.code === 'SELLER_NOT_FOUND' ||
    error.code === 'NOT_FOUND' ||
    error.code === 'VALIDATION_FAILED');

/** A listing hidden, or a seller suspended, by the operator's decision (docs/rules.md §3.22): the page says so, without what it hid. */
export const isNonDisponibile = (error: unknown): boolean =>
  error instanceof ApiError && (NON_DISPONIBILE as readonly string[]).includes(error.code);
