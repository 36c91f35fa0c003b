import type { MotivoMovimento } from './messages';

export interface BalanceCreditedEvent {
  sellerId: string;
  amount: number;
  reason: MotivoMovimento;
  balance: number;
}

export interface BalanceDebitedEvent {
  sellerId: string;
  amount: number;
  reason: MotivoMovimento;
  balance: number;
}
