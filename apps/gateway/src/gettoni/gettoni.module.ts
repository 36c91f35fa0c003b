import { Module } from '@nestjs/common';
import { GettoniResolver } from './gettoni.resolver';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhookService } from './stripe-webhook.service';

@Module({
  controllers: [StripeWebhookController],
  providers: [GettoniResolver, StripeWebhookService],
})
export class GettoniModule {}
