import { Controller } from '@nestjs/common';
import type { WebhookRequest, WebhookResultDto } from '@ricambiamo/contracts';
import { TOKENS } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { WebhookService } from './webhook.service';

@Controller()
export class WebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  /** No actor: Stripe calls the gateway's public endpoint. Authenticity is the signature over the raw body. */
  @Handles(TOKENS.webhook.handle)
  handle({ payload, signature }: WebhookRequest): Promise<WebhookResultDto> {
    return this.webhooks.handle(payload, signature);
  }
}
