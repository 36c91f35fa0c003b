import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { DEMAND } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import { CatalogoModule } from './catalogo/catalogo.module';
import type { DemandConfig } from './config';
import { demandEnv } from './config';
import { DomandaModule } from './domanda/domanda.module';
import { PrismaClient } from './generated/prisma/client';
import { OrdiniModule } from './ordini/ordini.module';
import { RicercheModule } from './ricerche/ricerche.module';
import { RichiesteModule } from './richieste/richieste.module';
import { RiepilogoModule } from './riepilogo/riepilogo.module';

/**
 * Demand: the buyers' saved searches and their alerts (docs/architecture.md#saved-searches), and their wanted-part
 * requests answered by the yards (docs/architecture.md#wanted-parts).
 */
export const demand: ServiceDefinition<DemandConfig> = {
  name: 'demand',
  env: demandEnv,
  contracts: DEMAND,
  database: PrismaClient,
  callsServices: true,
  imports: () => [RicercheModule, CatalogoModule, RiepilogoModule, RichiesteModule, OrdiniModule, DomandaModule],
};

if (require.main === module) runService(demand);
