import { Module } from '@nestjs/common';
import { AutoConsumer } from './auto.consumer';
import { AutoController } from './auto.controller';
import { AutoRepository } from './auto.repository';
import { CatalogoClient } from './catalogo.client';

/** The sellers' cars, written by catalogue's listing events and read by their sellers. */
@Module({ controllers: [AutoController], providers: [AutoRepository, AutoConsumer, CatalogoClient], exports: [AutoRepository] })
export class AutoModule {}
