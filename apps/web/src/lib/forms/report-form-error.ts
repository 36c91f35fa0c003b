import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../browser/avvisi';
import { ApiError } from '../graphql/api-error';
import { messaggioErrore } from '../graphql/messaggio-errore';
import { TOAST_SESSIONE } from '../graphql/sessione-persa';

/**
 * Shows a failed submit the way docs/rules.md §8 wants: the message as a toast, the server's field messages under the inputs.
 * `fallback` is the screen's own text (docs/rules.md §8) for failures that never got an Italian message from the gateway.
 * A submit cut short by a lost session (the client has already tried to refresh it and logged out) gets the one toast
 * of the lost session, with `sessionePersa`, the screen's own text for it, when the rules give one.
 */
export function reportFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  campi: readonly Path<T>[],
  fallback: string,
  sessionePersa?: string,
): void {
  if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
    toast.error(sessionePersa ?? error.message, { id: TOAST_SESSIONE });
    return;
  }
  if (error instanceof ApiError) {
    for (const campo of campi) {
      const message = error.fields[campo];
      if (message) setError(campo, { type: 'server', message });
    }
  }
  toast.error(messaggioErrore(error, fallback));
}
