import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { HealthModule, LoggingModule, MetricsModule } from '@ricambiamo/logging';
import { EVENTS_NATS, natsReady, OutboxEventsModule, RpcClientModule } from '@ricambiamo/messaging';
import type { CatalogueConfig } from './config';
import { ListingModule } from './listing/listing.module';
import { PrismaModule } from './prisma/prisma.module';
import { PrismaService } from './prisma/prisma.service';
import { VenditoreModule } from './venditore/venditore.module';

@Module({})
export class AppModule {
  static forRoot(config: CatalogueConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ service: 'catalogue', level: config.LOG_LEVEL }),
        MetricsModule.forRoot({ service: 'catalogue' }),
        PrismaModule.forRoot(config),
        OutboxEventsModule.forService({ service: 'catalogue', natsUrl: config.NATS_URL, database: PrismaService }),
        RpcClientModule.register({ natsUrl: config.NATS_URL, timeoutMs: config.TOKENS_TIMEOUT_MS }),
        HealthModule.forRootAsync({
          inject: [PrismaService, EVENTS_NATS],
          useFactory: (prisma: PrismaService, nc: NatsConnection) => ({
            database: async () => {
              await prisma.$queryRawUnsafe('SELECT 1');
            },
            nats: () => natsReady(nc),
          }),
        }),
        VenditoreModule,
        ListingModule,
      ],
    };
  }
}
