import { Module } from '@nestjs/common';
import { VenditoreConsumer } from './venditore.consumer';
import { VenditoreRepository } from './venditore.repository';

/** The sellers' read model: written by identity's events, read by every order shown. */
@Module({ providers: [VenditoreRepository, VenditoreConsumer], exports: [VenditoreRepository] })
export class VenditoreModule {}
