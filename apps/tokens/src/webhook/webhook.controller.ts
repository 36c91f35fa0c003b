import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { WebhookResultDto } from '@ricambiamo/contracts';
import { TOKENS, webhookRequest } from '@ricambiamo/contracts';
import { parseEnvelope } from '@ricambiamo/messaging';
import { WebhookService } from './webhook.service';

@Controller()
export class WebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  /** No actor: Stripe calls the gateway's public endpoint. Authenticity is the signature over the raw body. */
  @MessagePattern(TOKENS.webhook.handle)
  handle(@Payload() payload: unknown): Promise<WebhookResultDto> {
    const { data } = parseEnvelope(webhookRequest, payload);
    return this.webhooks.handle(data.payload, data.signature);
  }
}
