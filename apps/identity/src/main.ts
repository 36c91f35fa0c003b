import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { IDENTITY } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import { expiredChallenges, expiredSessions } from './background/session-pruning';
import type { IdentityConfig } from './config';
import { identityEnv } from './config';
import { GarageModule } from './garage/garage.module';
import { PrismaClient } from './generated/prisma/client';
import { ImmaginiModule } from './immagini/immagini.module';
import { PasswordModule } from './password/password.module';
import { RegistrazioneModule } from './registrazione/registrazione.module';
import { SecondoFattoreModule } from './secondo-fattore/secondo-fattore.module';
import { SessioneModule } from './sessione/sessione.module';
import { ModerazioneModule } from './moderazione/moderazione.module';
import { UtenteModule } from './utente/utente.module';

/** Users, credentials, sessions and the operators' second factor, password resets and the buyers' garages; its user events feed the other services' read models, and its suspension events apply the operator's decisions. */
export const identity: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  env: identityEnv,
  contracts: IDENTITY,
  database: PrismaClient,
  prunes: [expiredSessions, expiredChallenges],
  imports: () => [UtenteModule, SessioneModule, SecondoFattoreModule, RegistrazioneModule, PasswordModule, ImmaginiModule, GarageModule, ModerazioneModule],
};

if (require.main === module) runService(identity);
