import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/graphql/api-error';

/**
 * A read is safe to repeat, so it is tried again (twice) when its outcome is uncertain: no answer (NETWORK), or the
 * gateway's INTERNAL, what a service replica that died with the request, or a NATS restart, gives
 * (docs/operations.md#two-of-everything-with-faults). Any other answer (forbidden, not found…) will not change on retry.
 */
export const ritentaLettura = (tentativi: number, error: unknown): boolean =>
  tentativi < 2 && (!(error instanceof ApiError) || error.code === 'NETWORK' || error.code === 'INTERNAL');

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: ritentaLettura },
      mutations: { retry: false },
    },
  });
}
