import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { LoggingModule, MetricsModule } from '@ricambiamo/logging';
import { OutboxEventsModule, RpcClientModule, serviceHealth } from '@ricambiamo/messaging';
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
        serviceHealth(PrismaService),
        VenditoreModule,
        ListingModule,
      ],
    };
  }
}
