import { z } from 'zod';

/**
 * Why the balance moved; every ledger row has one. `acquisto-rimborsato` and `acquisto-contestato` take back the
 * tokens of a purchase whose money Stripe refunded or the card holder disputed.
 */
export const MOTIVI_MOVIMENTO = [
  'acquisto',
  'creazione-inserzione',
  'modifica-inserzione',
  'rimborso',
  'acquisto-rimborsato',
  'acquisto-contestato',
] as const;
export type MotivoMovimento = (typeof MOTIVI_MOVIMENTO)[number];

const idempotencyKey = z.string().min(1).max(200);

/** Sent by catalogue with the seller as actor; venditoreId must be the actor. */
export const debitRequest = z.object({
  venditoreId: z.uuid(),
  amount: z.number().int().positive(),
  reason: z.enum(['creazione-inserzione', 'modifica-inserzione']),
  idempotencyKey,
  /**
   * SHA-256 (hex) of a canonical JSON of what the debit pays for (the listing, the edit), computed by the caller
   * from the parsed request. A repeat of the key must carry the same fingerprint, or it is refused.
   */
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  /**
   * The listing the debit pays for, created or edited. A key pays for one listing: its repeat naming another (a
   * deleted listing sent again is a new one) is refused, whatever the fingerprint.
   */
  autoId: z.uuid(),
});
export type DebitRequest = z.input<typeof debitRequest>;

/**
 * Gives back what the debit with this key took, once. NOT_FOUND when there was no debit: the key is then cancelled,
 * and a debit with it arriving later is refused (IDEMPOTENCY_KEY_REUSED).
 */
export const refundRequest = z.object({ idempotencyKey });
export type RefundRequest = z.input<typeof refundRequest>;

export interface BalanceDto {
  venditoreId: string;
  gettoni: number;
}

export const ledgerListRequest = z.object({
  limit: z.number().int().min(1).max(100).default(20),
  /** Id of the last row of the previous page. */
  after: z.uuid().nullish(),
});
export type LedgerListRequest = z.input<typeof ledgerListRequest>;

export interface MovimentoDto {
  id: string;
  /** Positive for credits, negative for debits. */
  amount: number;
  reason: MotivoMovimento;
  balanceAfter: number;
  createdAt: string;
}

export const checkoutStartRequest = z.object({
  packId: z.string().min(1).max(50),
  /** The gateway's public origin; success and cancel URLs are built on it, never on client input. */
  origin: z.url(),
});
export type CheckoutStartRequest = z.input<typeof checkoutStartRequest>;

export interface CheckoutStartDto {
  sessionId: string;
  url: string;
}

export const checkoutSessionRequest = z.object({ sessionId: z.string().min(1).max(255) });
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequest>;

export const ACQUISTO_STATI = ['pending', 'paid', 'cancelled'] as const;
export type AcquistoStato = (typeof ACQUISTO_STATI)[number];

export interface AcquistoDto {
  sessionId: string;
  packId: string;
  gettoni: number;
  prezzoCentesimi: number;
  status: AcquistoStato;
  /** The seller's balance now, so the success page can show it. */
  saldo: number;
  createdAt: string;
}

/** The development checkout signs its webhook like Stripe would; the gateway posts it to its own handler. */
export interface SignedWebhookDto {
  payload: string;
  signature: string;
}

export const webhookRequest = z.object({
  /** The raw request body, byte for byte as received: the signature covers it. */
  payload: z.string().min(1).max(1_000_000),
  signature: z.string().min(1).max(2000),
});
export type WebhookRequest = z.input<typeof webhookRequest>;

export interface WebhookResultDto {
  /** Whether this delivery credited tokens (false for repeats and for events we ignore). */
  credited: boolean;
}
