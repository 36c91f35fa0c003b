import { Module } from '@nestjs/common';
import { ReputazioneConsumer } from './reputazione.consumer';
import { SospensioniConsumer } from './sospensioni.consumer';
import { VenditoreConsumer } from './venditore.consumer';
import { VenditoreRepository } from './venditore.repository';

/** The sellers' read model: written by identity's (names, suspensions) and reviews' events, read by listing cards and detail pages. */
@Module({
  providers: [VenditoreRepository, VenditoreConsumer, ReputazioneConsumer, SospensioniConsumer],
  exports: [VenditoreRepository],
})
export class VenditoreModule {}
