import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { YARD } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import { AreeModule } from './aree/aree.module';
import { AutoModule } from './auto/auto.module';
import type { YardConfig } from './config';
import { yardEnv } from './config';
import { PrismaClient } from './generated/prisma/client';

/** Yard: the sellers' yard maps, their areas and which car stands in which; the cars come from catalogue's events. */
export const yard: ServiceDefinition<YardConfig> = {
  name: 'yard',
  env: yardEnv,
  contracts: YARD,
  database: PrismaClient,
  callsServices: true,
  imports: () => [AutoModule, AreeModule],
};

if (require.main === module) runService(yard);
