import { Module } from '@nestjs/common';
import { Abbinamenti } from './abbinamenti';
import { InserzioniConsumer } from './inserzioni.consumer';

/** Catalogue's listing events, matched against the saved searches. */
@Module({ providers: [InserzioniConsumer, Abbinamenti] })
export class CatalogoModule {}
