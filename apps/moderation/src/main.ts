import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { MODERATION } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import { CasiModule } from './casi/casi.module';
import type { ModerationConfig } from './config';
import { moderationEnv } from './config';
import { PrismaClient } from './generated/prisma/client';
import { SegnalazioniModule } from './segnalazioni/segnalazioni.module';

/**
 * Moderation: reports of listings and sellers from anyone, and of reviews, conversations and requests forwarded by their
 * services, grouped into one case per content; the operator's decisions
 * with their statements of reasons, the appeals decided by another operator, and the append-only audit log
 * (docs/architecture.md#moderation).
 */
export const moderation: ServiceDefinition<ModerationConfig> = {
  name: 'moderation',
  env: moderationEnv,
  contracts: MODERATION,
  database: PrismaClient,
  callsServices: true,
  imports: () => [SegnalazioniModule, CasiModule],
};

if (require.main === module) runService(moderation);
