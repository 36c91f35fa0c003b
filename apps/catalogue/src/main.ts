import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { CATALOGUE } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import type { CatalogueConfig } from './config';
import { catalogueEnv } from './config';
import { PrismaClient } from './generated/prisma/client';
import { ImmaginiModule } from './immagini/immagini.module';
import { AutoModule } from './auto/auto.module';
import { AvvisiModule } from './avvisi/avvisi.module';
import { CompatibilitaModule } from './compatibilita/compatibilita.module';
import { RicambiModule } from './ricambi/ricambi.module';
import { ModerazioneModule } from './moderazione/moderazione.module';
import { VenditoreModule } from './venditore/venditore.module';
import { visitePassate } from './visualizzazioni/visualizzazioni.repository';
import { VisualizzazioniModule } from './visualizzazioni/visualizzazioni.module';

/**
 * Listings paid in tokens (so it calls the tokens service), the home search, the sellers' read model, the parts' availability
 * for orders, which photos listings use (for the media worker's cleanup), and the parts' fit: the cross-reference and
 * the buyers' checks; the detail pages' views per day for the sellers' statistics; the search's rules for saved-search alerts.
 */
export const catalogue: ServiceDefinition<CatalogueConfig> = {
  name: 'catalogue',
  env: catalogueEnv,
  contracts: CATALOGUE,
  database: PrismaClient,
  callsServices: true,
  prunes: [visitePassate],
  imports: () => [VenditoreModule, AutoModule, RicambiModule, ImmaginiModule, CompatibilitaModule, VisualizzazioniModule, AvvisiModule, ModerazioneModule],
};

if (require.main === module) runService(catalogue);
