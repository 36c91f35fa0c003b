import { ApiError } from '../../../lib/graphql/api-error';

/** A missing id and a malformed one both mean "this page does not exist" to a visitor. */
export const isNonTrovato = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'LISTING_NOT_FOUND' ||
    error.code === 'SELLER_NOT_FOUND' ||
    error.code === 'NOT_FOUND' ||
    error.code === 'VALIDATION_FAILED');
