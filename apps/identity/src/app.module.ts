import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { HealthModule, LoggingModule, MetricsModule } from '@ricambiamo/logging';
import type { IdentityConfig } from './config';
import { BackgroundTasks } from './background/background-tasks';
import { EVENTS_NATS, EventsModule } from './events/events.module';
import { Mailer } from './password/mailer';
import { PasswordController } from './password/password.controller';
import { PasswordHasher } from './password/password-hasher';
import { PasswordResetService } from './password/password-reset.service';
import { PrismaModule } from './prisma/prisma.module';
import { PrismaService } from './prisma/prisma.service';
import { SessionController } from './session/session.controller';
import { SessionRepository } from './session/session.repository';
import { SessionService } from './session/session.service';
import { UserController } from './user/user.controller';
import { UserRepository } from './user/user.repository';
import { UserService } from './user/user.service';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ service: 'identity', level: config.LOG_LEVEL }),
        MetricsModule.forRoot({ service: 'identity' }),
        PrismaModule.forRoot(config),
        EventsModule,
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
      ],
      controllers: [UserController, SessionController, PasswordController],
      providers: [
        UserService,
        UserRepository,
        SessionService,
        SessionRepository,
        PasswordResetService,
        PasswordHasher,
        Mailer,
        BackgroundTasks,
      ],
    };
  }
}
