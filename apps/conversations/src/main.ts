import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { CONVERSATIONS } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import { AvvisiModule } from './avvisi/avvisi.module';
import type { ConversationsConfig } from './config';
import { conversationsEnv } from './config';
import { ConversazioniModule } from './conversazioni/conversazioni.module';
import { PrismaClient } from './generated/prisma/client';
import { OrdiniModule } from './ordini/ordini.module';

/** Conversations: messages between a listing's or an order's buyer and seller (docs/architecture.md#messages). */
export const conversations: ServiceDefinition<ConversationsConfig> = {
  name: 'conversations',
  env: conversationsEnv,
  contracts: CONVERSATIONS,
  database: PrismaClient,
  callsServices: true,
  imports: () => [OrdiniModule, ConversazioniModule, AvvisiModule],
};

if (require.main === module) runService(conversations);
