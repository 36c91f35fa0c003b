import type { PayloadIn } from '@ricambiamo/contracts';
import { TOKENS_EVENTS } from '@ricambiamo/contracts';
import type { Movimento } from '../generated/prisma/client';
import { toMovimentoDto } from './saldo.dto';

/**
 * The event a ledger row publishes, as `[contract, payload]` for `emit` (or `enqueueEvent`). Both events carry the
 * amount as a positive number of tokens: the subject says which way it moved.
 */
export function movimentoEvent(movimento: Movimento) {
  const contract = movimento.amount > 0 ? TOKENS_EVENTS.balanceCredited : TOKENS_EVENTS.balanceDebited;
  const payload: PayloadIn<typeof contract> = {
    venditoreId: movimento.venditoreId,
    amount: Math.abs(movimento.amount),
    reason: toMovimentoDto(movimento).reason,
    balance: movimento.balanceAfter,
  };
  return [contract, payload] as const;
}
