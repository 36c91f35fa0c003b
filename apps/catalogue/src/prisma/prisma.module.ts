import type { DynamicModule } from '@nestjs/common';
import { Global, Module } from '@nestjs/common';
import type { CatalogueConfig } from '../config';
import { CATALOGUE_CONFIG } from '../config';
import { PrismaService } from './prisma.service';

/** Holds the validated config too: everything else injects CATALOGUE_CONFIG rather than reading the environment. */
@Global()
@Module({})
export class PrismaModule {
  static forRoot(config: CatalogueConfig): DynamicModule {
    return {
      module: PrismaModule,
      providers: [
        { provide: CATALOGUE_CONFIG, useValue: config },
        { provide: PrismaService, useFactory: () => new PrismaService(config.DATABASE_URL) },
      ],
      exports: [CATALOGUE_CONFIG, PrismaService],
    };
  }
}
