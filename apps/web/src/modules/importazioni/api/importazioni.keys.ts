import type { FiltroRighe } from '@ricambiamo/contracts';

/** One root, so a live hint reads everything about the seller's imports again. */
export const importazioniKeys = {
  tutti: ['importazioni'] as const,
  corrente: ['importazioni', 'corrente'] as const,
  righe: (id: string, filtro: FiltroRighe) => ['importazioni', 'righe', id, filtro] as const,
};
