import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { HealthModule, LoggingModule, MetricsModule } from '@ricambiamo/logging';
import { EVENTS_NATS, natsReady, OutboxEventsModule } from '@ricambiamo/messaging';
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
        HealthModule.forRootAsync({
          inject: [PrismaService, EVENTS_NATS],
          useFactory: (prisma: PrismaService, nc: NatsConnection) => ({
            database: async () => {
              await prisma.$queryRawUnsafe('SELECT 1');
            },
            nats: () => natsReady(nc),
          }),
        }),
        SaldoModule,
        AcquistoModule,
        WebhookModule,
      ],
    };
  }
}
