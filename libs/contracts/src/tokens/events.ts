import { z } from 'zod';
import { event, withRenamedFields } from '../contract';
import { MOTIVI_MOVIMENTO } from './messages';

/**
 * A credit to a seller's balance: `gettoni` credited (positive), the `movimento` that credited them and the `saldo`
 * after it. Events written before these names carry `amount`, `reason` and `balance`, and still read.
 */
const gettoniAccreditati = withRenamedFields(
  z.object({
    venditoreId: z.uuid(),
    gettoni: z.number().int(),
    movimento: z.enum(MOTIVI_MOVIMENTO),
    saldo: z.number().int().min(0),
  }),
  { amount: 'gettoni', reason: 'movimento', balance: 'saldo' },
);
export type BalanceCreditedEvent = z.input<typeof gettoniAccreditati>;

export const TOKENS_EVENTS = {
  balanceCredited: event('evt.tokens.balance.credited', gettoniAccreditati),
} as const;
