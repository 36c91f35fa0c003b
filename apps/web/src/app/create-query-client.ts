import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/graphql/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An answer from the gateway (forbidden, not found…) will not change on retry; a dropped connection may.
        retry: (tentativi, error) => tentativi < 2 && (!(error instanceof ApiError) || error.code === 'NETWORK'),
      },
      mutations: { retry: false },
    },
  });
}
