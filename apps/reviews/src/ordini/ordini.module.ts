import { Module } from '@nestjs/common';
import { ReputazioneModule } from '../reputazione/reputazione.module';
import { OrdiniConsumer } from './ordini.consumer';
import { OrdiniRepository } from './ordini.repository';

/** The orders' facts, from orders' events. */
@Module({ imports: [ReputazioneModule], providers: [OrdiniRepository, OrdiniConsumer], exports: [OrdiniRepository] })
export class OrdiniModule {}
