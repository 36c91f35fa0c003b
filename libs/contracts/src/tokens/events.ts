import { z } from 'zod';
import { event } from '../contract';
import { MOTIVI_MOVIMENTO } from './messages';

const balanceMoved = z.object({
  venditoreId: z.uuid(),
  amount: z.number().int(),
  reason: z.enum(MOTIVI_MOVIMENTO),
  balance: z.number().int().min(0),
});
export type BalanceCreditedEvent = z.input<typeof balanceMoved>;
export type BalanceDebitedEvent = z.input<typeof balanceMoved>;

export const TOKENS_EVENTS = {
  balanceCredited: event('evt.tokens.balance.credited', balanceMoved),
  balanceDebited: event('evt.tokens.balance.debited', balanceMoved),
} as const;
