import { ApiError } from '../lib/graphql/api-error';
import { ritentaLettura } from './create-query-client';

describe('ritentaLettura', () => {
  it('tries a read again twice when its outcome is uncertain: no answer, or INTERNAL', () => {
    for (const errore of [ApiError.network(), new ApiError('Errore', 'INTERNAL'), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2].map((tentativi) => ritentaLettura(tentativi, errore))).toEqual([true, true, false]);
    }
  });

  it('does not repeat an answer that a retry would not change', () => {
    for (const code of ['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED', 'VALIDATION_FAILED'] as const) {
      expect(ritentaLettura(0, new ApiError('Errore', code))).toBe(false);
    }
  });
});
