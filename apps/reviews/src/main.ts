import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { REVIEWS } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import type { ReviewsConfig } from './config';
import { reviewsEnv } from './config';
import { ConversazioniModule } from './conversazioni/conversazioni.module';
import { PrismaClient } from './generated/prisma/client';
import { OrdiniModule } from './ordini/ordini.module';
import { RecensioniModule } from './recensioni/recensioni.module';
import { ReputazioneModule } from './reputazione/reputazione.module';

/**
 * Reviews: the reviews of completed orders, the sellers' replies and the reports, and each seller's reputation from
 * what the seller did (docs/architecture.md#reviews-and-reputation).
 */
export const reviews: ServiceDefinition<ReviewsConfig> = {
  name: 'reviews',
  env: reviewsEnv,
  contracts: REVIEWS,
  database: PrismaClient,
  imports: () => [ReputazioneModule, OrdiniModule, ConversazioniModule, RecensioniModule],
};

if (require.main === module) runService(reviews);
