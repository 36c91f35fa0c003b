import { Module } from '@nestjs/common';
import { AcquistoModule } from '../acquisto/acquisto.module';
import { SaldoModule } from '../saldo/saldo.module';
import { WebhookController } from './webhook.controller';
import { StornoService } from './storno.service';
import { WebhookService } from './webhook.service';

/**
 * Stripe's payment notifications, real or from the development checkout: the only way tokens are bought, and the way
 * refunded or disputed purchases give them back.
 */
@Module({
  imports: [AcquistoModule, SaldoModule],
  controllers: [WebhookController],
  providers: [WebhookService, StornoService],
})
export class WebhookModule {}
