import { Module } from '@nestjs/common';
import { AcquistoModule } from '../acquisto/acquisto.module';
import { SaldoModule } from '../saldo/saldo.module';
import { WebhookController } from './webhook.controller';
import { WebhookService } from './webhook.service';

/** Stripe's payment notifications, real or from the development checkout: the only way tokens are bought. */
@Module({
  imports: [AcquistoModule, SaldoModule],
  controllers: [WebhookController],
  providers: [WebhookService],
})
export class WebhookModule {}
