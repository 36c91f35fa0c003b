import type { UseFormSetError } from 'react-hook-form';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { ApiError } from '../../../lib/graphql/api-error';

/**
 * A form with one field, `codice`, for a code of the authenticator app (the operator's sign-in and console): a wrong
 * code shows under the field it was typed in, anything else as every form shows it.
 */
export function reportCodeError(error: unknown, setError: UseFormSetError<{ codice: string }>, fallback: string): void {
  if (error instanceof ApiError && error.code === 'SECOND_FACTOR_INVALID') setError('codice', { type: 'server', message: error.message });
  else reportFormError(error, setError, ['codice'], fallback);
}
