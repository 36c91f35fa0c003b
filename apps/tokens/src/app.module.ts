import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { HealthModule, LoggingModule, MetricsModule } from '@ricambiamo/logging';
import { AcquistoModule } from './acquisto/acquisto.module';
import type { TokensConfig } from './config';
import { EVENTS_NATS, EventsModule } from './events/events.module';
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
        EventsModule,
        StripeModule,
        HealthModule.forRootAsync({
          inject: [PrismaService, EVENTS_NATS],
          useFactory: (prisma: PrismaService, nc: NatsConnection) => ({
            database: async () => {
              await prisma.$queryRawUnsafe('SELECT 1');
            },
            nats: async () => {
              if (nc.isClosed()) throw new Error('connection closed');
              await nc.flush();
            },
          }),
        }),
        SaldoModule,
        AcquistoModule,
        WebhookModule,
      ],
    };
  }
}
