import type { MotivoMovimento } from '@ricambiamo/contracts';

/** Why a purchase's tokens are taken back: Stripe refunded (part of) the money, or the card holder disputed it. */
export type MotivoStorno = Extract<MotivoMovimento, 'acquisto-rimborsato' | 'acquisto-contestato'>;

/** The ledger key of what one Stripe event took back: each event takes at most once. */
export const stornoKey = (eventId: string) => `storno:${eventId}`;

/**
 * The tokens of a `gettoni` pack owed back once `rimborsati` of the charge's `importo` cents are back with the buyer,
 * in total: the same share of the pack, rounded up. A token cannot be split, and one whose price was partly refunded
 * has not been fully paid for, so it goes too; the seller loses at most one token more than the refunded share.
 * (Integer operands: the division is exact whenever the share is a whole number.)
 */
export function quotaRimborsata(gettoni: number, rimborsati: number, importo: number): number {
  if (importo <= 0) return 0;
  return Math.min(gettoni, Math.max(0, Math.ceil((gettoni * rimborsati) / importo)));
}
