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
  /** The listing it pays for: a repeat of the key for another listing is refused by tokens. */
  autoId: string;
}

/** The tokens service as listings use it: the seller is forwarded as actor, so tokens checks it spends its own. */
@Injectable()
export class GettoniClient {
  private readonly logger = new Logger(GettoniClient.name);

  constructor(private readonly rpc: RpcClient) {}

  /**
   * Takes the tokens, once per key, content and listing. Every failure passes through as it is: INSUFFICIENT_TOKENS_*
   * and IDEMPOTENCY_KEY_REUSED took nothing (the key's debit, if any, belongs to another attempt), while INTERNAL (a
   * timeout) leaves us not knowing whether tokens committed the debit, or still will: the caller gives it back by the
   * same key, which also makes tokens refuse the debit if it arrives later.
   */
  async debit(actor: Actor, correlationId: string, addebito: Addebito): Promise<void> {
    await this.rpc.send(TOKENS.balance.debit, { venditoreId: actor.userId, ...addebito }, { actor, correlationId });
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
