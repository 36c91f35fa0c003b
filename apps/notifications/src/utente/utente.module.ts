import { Module } from '@nestjs/common';
import { UtenteConsumer } from './utente.consumer';
import { UtenteRepository } from './utente.repository';

/** The users read model, written by identity's events; the mail sender reads the sellers' addresses from its table (EmailRepository). */
@Module({ providers: [UtenteRepository, UtenteConsumer] })
export class UtenteModule {}
