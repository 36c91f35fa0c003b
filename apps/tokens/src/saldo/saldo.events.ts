import type { PayloadIn } from '@ricambiamo/contracts';
import { TOKENS_EVENTS } from '@ricambiamo/contracts';
import type { Movimento } from '../generated/prisma/client';
import { toMovimentoDto } from './saldo.dto';

/**
 * The event a credit to the balance (a purchase, a refund) publishes, as `[contract, payload]` for `emit` (or
 * `enqueueEvent`). A debit publishes none: the seller spent the tokens on a listing, or Stripe took a payment back,
 * and no service acts on either; the seller reads the balance from tokens.
 */
export function creditoEvent(credito: Movimento) {
  const payload: PayloadIn<typeof TOKENS_EVENTS.balanceCredited> = {
    venditoreId: credito.venditoreId,
    gettoni: credito.amount,
    movimento: toMovimentoDto(credito).reason,
    saldo: credito.balanceAfter,
  };
  return [TOKENS_EVENTS.balanceCredited, payload] as const;
}
