import { type DynamicModule, Module } from '@nestjs/common';
import { AccessModule } from './access/access.module';
import { AuthModule } from './auth/auth.module';
import type { GatewayConfig } from './config';
import { CoreModule } from './core.module';
import { GraphqlModule } from './graphql/graphql.module';
import { GatewayHealthModule } from './health/gateway-health.module';
import { GettoniModule } from './gettoni/gettoni.module';
import { CatalogoModule } from './catalogo/catalogo.module';
import { CompatibilitaModule } from './compatibilita/compatibilita.module';
import { GarageModule } from './garage/garage.module';
import { LoggingModule, MetricsModule } from '@ricambiamo/logging';
import { LiveModule } from './live/live.module';
import { MediaModule } from './media/media.module';
import { MediaStorageModule } from './media/media-storage.module';
import { NotificheModule } from './notifiche/notifiche.module';
import { OrdiniModule } from './ordini/ordini.module';
import { ImportazioniModule } from './importazioni/importazioni.module';
import { ParcoModule } from './parco/parco.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ConversazioniModule } from './conversazioni/conversazioni.module';
import { RecensioniModule } from './recensioni/recensioni.module';
import { RicercheModule } from './ricerche/ricerche.module';
import { ModerazioneModule } from './moderazione/moderazione.module';
import { OperatoreModule } from './operatore/operatore.module';
import { TracciabilitaModule } from './tracciabilita/tracciabilita.module';
import { RichiesteModule } from './richieste/richieste.module';
import { StatisticheModule } from './statistiche/statistiche.module';
import { UploadsModule } from './uploads/uploads.module';
import { UtentiModule } from './utenti/utenti.module';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ service: 'gateway', level: config.LOG_LEVEL, format: config.LOG_FORMAT }),
        // The public port: Prometheus scrapes the internal one (InternalHttpServer).
        MetricsModule.forRoot({ service: 'gateway', http: false }),
        CoreModule.forRoot(config),
        GatewayHealthModule,
        GraphqlModule,
        AccessModule,
        RateLimitModule,
        AuthModule,
        UtentiModule,
        GarageModule,
        CompatibilitaModule,
        GettoniModule,
        MediaStorageModule,
        UploadsModule,
        MediaModule,
        CatalogoModule,
        OrdiniModule,
        NotificheModule,
        ParcoModule,
        ImportazioniModule,
        ConversazioniModule,
        RecensioniModule,
        RicercheModule,
        RichiesteModule,
        OperatoreModule,
        ModerazioneModule,
        TracciabilitaModule,
        StatisticheModule,
        LiveModule,
      ],
    };
  }
}
