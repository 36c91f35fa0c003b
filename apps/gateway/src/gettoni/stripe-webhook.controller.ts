import { BadRequestException, Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isDomainError } from '@ricambiamo/messaging';
import { StripeWebhookService } from './stripe-webhook.service';

/** Public by nature (Stripe calls it): authenticity comes from the signature over the raw body, checked by tokens. */
@Controller('webhooks')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('stripe')
  @HttpCode(200)
  async stripe(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    if (!request.rawBody || !signature) throw new BadRequestException('Missing body or Stripe-Signature');
    try {
      await this.webhooks.handle(request.rawBody.toString('utf8'), signature, request.id);
    } catch (error) {
      // Stripe retries on non-2xx: a bad signature must say 400, while our own failures stay 5xx so it retries.
      if (isDomainError(error) && error.code === 'WEBHOOK_INVALID') throw new BadRequestException('Invalid signature');
      throw error;
    }
    return { received: true };
  }
}
