import { Module } from '@nestjs/common';
import { UtenteConsumer } from './utente.consumer';
import { UtenteRepository } from './utente.repository';

/** The users read model: written by identity's events, read by the Postino for the sellers' addresses. */
@Module({ providers: [UtenteRepository, UtenteConsumer] })
export class UtenteModule {}
