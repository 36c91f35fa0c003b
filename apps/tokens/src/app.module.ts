import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { LoggingModule, MetricsModule } from '@ricambiamo/logging';
import { OutboxEventsModule, serviceHealth } from '@ricambiamo/messaging';
import { AcquistoModule } from './acquisto/acquisto.module';
import type { TokensConfig } from './config';
import { PrismaModule } from './prisma/prisma.module';
import { PrismaService } from './prisma/prisma.service';
import { SaldoModule } from './saldo/saldo.module';
import { StripeModule } from './stripe/stripe.module';
import { WebhookModule } from './webhook/webhook.module';

@Module({})
export class AppModule {
  static forRoot(config: TokensConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ service: 'tokens', level: config.LOG_LEVEL }),
        MetricsModule.forRoot({ service: 'tokens' }),
        PrismaModule.forRoot(config),
        OutboxEventsModule.forService({ service: 'tokens', natsUrl: config.NATS_URL, database: PrismaService }),
        StripeModule,
        serviceHealth(PrismaService),
        SaldoModule,
        AcquistoModule,
        WebhookModule,
      ],
    };
  }
}
