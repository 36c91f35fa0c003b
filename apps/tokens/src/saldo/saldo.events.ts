import type { BalanceCreditedEvent, BalanceDebitedEvent } from '@ricambiamo/contracts';
import { TOKENS_EVENTS } from '@ricambiamo/contracts';
import { enqueueEvent } from '@ricambiamo/messaging';
import type { SqlExecutor } from '@ricambiamo/messaging';
import type { Movimento } from '../generated/prisma/client';
import { toMovimentoDto } from './saldo.dto';

/** Both events carry the amount as a positive number of tokens: the subject says which way it moved. */
export async function enqueueMovimentoEvent(tx: SqlExecutor, movimento: Movimento): Promise<void> {
  const { reason } = toMovimentoDto(movimento);
  const event: BalanceCreditedEvent | BalanceDebitedEvent = {
    sellerId: movimento.sellerId,
    amount: Math.abs(movimento.amount),
    reason,
    balance: movimento.balanceAfter,
  };
  await enqueueEvent(tx, movimento.amount > 0 ? TOKENS_EVENTS.balanceCredited : TOKENS_EVENTS.balanceDebited, event);
}
