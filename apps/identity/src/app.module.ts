import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { LoggingModule, MetricsModule } from '@ricambiamo/logging';
import { OutboxEventsModule, serviceHealth } from '@ricambiamo/messaging';
import type { IdentityConfig } from './config';
import { PasswordModule } from './password/password.module';
import { PrismaModule } from './prisma/prisma.module';
import { PrismaService } from './prisma/prisma.service';
import { RegistrationModule } from './registration/registration.module';
import { SessionModule } from './session/session.module';
import { UserModule } from './user/user.module';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ service: 'identity', level: config.LOG_LEVEL }),
        MetricsModule.forRoot({ service: 'identity' }),
        PrismaModule.forRoot(config),
        OutboxEventsModule.forService({ service: 'identity', natsUrl: config.NATS_URL, database: PrismaService }),
        serviceHealth(PrismaService),
        UserModule,
        SessionModule,
        RegistrationModule,
        PasswordModule,
      ],
    };
  }
}
