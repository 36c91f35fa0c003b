import type { DynamicModule } from '@nestjs/common';
import { Global, Module } from '@nestjs/common';
import type { IdentityConfig } from '../config';
import { IDENTITY_CONFIG } from '../config';
import { PrismaService } from './prisma.service';

/** Holds the validated config too: everything else injects IDENTITY_CONFIG rather than reading the environment. */
@Global()
@Module({})
export class PrismaModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: PrismaModule,
      providers: [
        { provide: IDENTITY_CONFIG, useValue: config },
        { provide: PrismaService, useFactory: () => new PrismaService(config.DATABASE_URL) },
      ],
      exports: [IDENTITY_CONFIG, PrismaService],
    };
  }
}
