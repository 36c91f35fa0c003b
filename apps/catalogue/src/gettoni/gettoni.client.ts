import { Injectable, Logger } from '@nestjs/common';
import type { Actor, DebitRequest } from '@ricambiamo/contracts';
import { TOKENS } from '@ricambiamo/contracts';
import { isDomainError, RpcClient } from '@ricambiamo/messaging';

export interface Addebito {
  amount: number;
  reason: DebitRequest['reason'];
  idempotencyKey: string;
  /** `impronta` of what the debit pays for: a repeat of the key with other content is refused by tokens. */
  fingerprint: string;
}

/** The tokens service as listings use it: the seller is forwarded as actor, so tokens checks it spends its own. */
@Injectable()
export class GettoniClient {
  private readonly logger = new Logger(GettoniClient.name);

  constructor(private readonly rpc: RpcClient) {}

  /**
   * Takes the tokens, once per key and content. INSUFFICIENT_TOKENS_*, IDEMPOTENCY_KEY_REUSED (nothing taken, nothing
   * to give back: the key's debit belongs to another attempt) and other answers pass through as they are. A timeout
   * leaves us not knowing whether tokens committed the debit, or still will: the refund by the same key gives them
   * back if it did, and makes tokens refuse the debit if it arrives later.
   */
  async debit(actor: Actor, correlationId: string, addebito: Addebito): Promise<void> {
    try {
      await this.rpc.send(TOKENS.balance.debit, { venditoreId: actor.userId, ...addebito }, { actor, correlationId });
    } catch (error) {
      if (isDomainError(error) && error.code === 'INTERNAL') await this.refund(actor, correlationId, addebito.idempotencyKey);
      throw error;
    }
  }

  /**
   * Gives back the debit made with this key, if there was one. Never throws: it runs while another failure is
   * reported. A refund that timed out is usually still queued in tokens and takes effect there; one that could not be
   * made at all is logged with its key for a retry (tokens refunds once per key).
   */
  async refund(actor: Actor, correlationId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.rpc.send(TOKENS.balance.refund, { idempotencyKey }, { actor, correlationId });
    } catch (error) {
      // NOT_FOUND: the debit never happened, and tokens now refuses it should it still arrive.
      if (isDomainError(error) && error.code === 'NOT_FOUND') return;
      this.logger.error({ err: error, idempotencyKey, venditoreId: actor.userId, correlationId }, 'Token refund failed');
    }
  }
}
