import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { NOTIFICATIONS } from '@ricambiamo/contracts';
import { rowsOlderThan } from '@ricambiamo/messaging';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import type { NotificationsConfig } from './config';
import { notificationsEnv } from './config';
import { PrismaClient } from './generated/prisma/client';
import { GettoniModule } from './gettoni/gettoni.module';
import { ImportazioniModule } from './importazioni/importazioni.module';
import { NotificaModule } from './notifica/notifica.module';
import { OrdiniModule } from './ordini/ordini.module';
import { PostaModule } from './posta/posta.module';
import { UtenteModule } from './utente/utente.module';
import { MessaggiModule } from './messaggi/messaggi.module';
import { ModerazioneModule } from './moderazione/moderazione.module';
import { RecensioniModule } from './recensioni/recensioni.module';
import { RicercheModule } from './ricerche/ricerche.module';
import { RichiesteModule } from './richieste/richieste.module';
import { VerificheModule } from './verifiche/verifiche.module';

/** Sent e-mails are kept a month, for an operator asking whether one went out. */
const EMAIL_INVIATE_PER_MS = 30 * 24 * 60 * 60_000;

/**
 * Notifications: the users' notifications, written from orders', tokens', imports', catalogue's (compatibility checks),
 * reviews', conversations', demand's (saved searches) and moderation's events and read by their owners; the e-mails about them, sent
 * exactly once each; the users' addresses read from identity's events.
 */
export const notifications: ServiceDefinition<NotificationsConfig> = {
  name: 'notifications',
  env: notificationsEnv,
  contracts: NOTIFICATIONS,
  database: PrismaClient,
  prunes: [rowsOlderThan({ table: 'email', key: 'id', column: 'inviata_il', retentionMs: EMAIL_INVIATE_PER_MS })],
  imports: () => [UtenteModule, NotificaModule, OrdiniModule, GettoniModule, ImportazioniModule, VerificheModule, RecensioniModule, MessaggiModule, RicercheModule, RichiesteModule, ModerazioneModule, PostaModule],
};

if (require.main === module) runService(notifications);
