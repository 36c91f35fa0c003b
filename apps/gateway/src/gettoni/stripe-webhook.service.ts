import { Injectable, Logger } from '@nestjs/common';
import type { WebhookResultDto } from '@ricambiamo/contracts';
import { TOKENS } from '@ricambiamo/contracts';
import { RpcClient } from '@ricambiamo/messaging';

/**
 * The one path a payment notification takes, whether Stripe posted it or the development checkout signed it:
 * tokens verifies the signature against the exact bytes and credits once per session.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(private readonly rpc: RpcClient) {}

  async handle(payload: string, signature: string, correlationId: string): Promise<WebhookResultDto> {
    const result = await this.rpc.send(TOKENS.webhook.handle, { payload, signature }, { actor: null, correlationId });
    this.logger.log({ correlationId, credited: result.credited }, 'Stripe webhook handled');
    return result;
  }
}
