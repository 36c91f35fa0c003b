import type { ErrorCode, FieldErrors, WireError } from '@ricambiamo/contracts';
import { isWireError } from '@ricambiamo/contracts';

/**
 * The one exception a service throws on purpose. It crosses NATS as a WireError (code + field messages only),
 * and the client side rebuilds it, so the gateway handles the same type whichever side it came from.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;

  constructor(code: ErrorCode, fields?: FieldErrors) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    if (fields) this.fields = fields;
  }

  toWire(): WireError {
    return this.fields ? { code: this.code, fields: this.fields } : { code: this.code };
  }

  static fromWire(value: unknown): DomainError {
    return isWireError(value) ? new DomainError(value.code, value.fields) : new DomainError('INTERNAL');
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
