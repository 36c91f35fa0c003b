import { Module } from '@nestjs/common';
import { ReputazioneConsumer } from './reputazione.consumer';
import { VenditoreConsumer } from './venditore.consumer';
import { VenditoreRepository } from './venditore.repository';

/** The sellers' read model: written by identity's and reviews' events, read by listing cards and detail pages. */
@Module({
  providers: [VenditoreRepository, VenditoreConsumer, ReputazioneConsumer],
  exports: [VenditoreRepository],
})
export class VenditoreModule {}
