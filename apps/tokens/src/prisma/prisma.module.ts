import type { DynamicModule } from '@nestjs/common';
import { Global, Module } from '@nestjs/common';
import type { TokensConfig } from '../config';
import { TOKENS_CONFIG } from '../config';
import { PrismaService } from './prisma.service';

/** Holds the validated config too: everything else injects TOKENS_CONFIG rather than reading the environment. */
@Global()
@Module({})
export class PrismaModule {
  static forRoot(config: TokensConfig): DynamicModule {
    return {
      module: PrismaModule,
      providers: [
        { provide: TOKENS_CONFIG, useValue: config },
        { provide: PrismaService, useFactory: () => new PrismaService(config.DATABASE_URL) },
      ],
      exports: [TOKENS_CONFIG, PrismaService],
    };
  }
}
