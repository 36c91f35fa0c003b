import { MESSAGGI, type ErrorCode, type FieldErrors } from '@ricambiamo/contracts';

/** 'NETWORK' covers everything that never reached the gateway's error mapper (offline, proxy error, bad JSON). */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/** A GraphQL error as the gateway sends it: the Italian text to show, the code to branch on, field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ApiErrorCode,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static network(): ApiError {
    return new ApiError(MESSAGGI.generico, 'NETWORK');
  }
}
