import { ApiError } from './api-error';

/**
 * The text to show for a failed call: the gateway's Italian message, or the screen's own text (docs/rules.md §8) for failures
 * that never got one (connection lost, unexpected error).
 */
export function messaggioErrore(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === 'NETWORK' || error.code === 'INTERNAL') return fallback;
  return error.message;
}
