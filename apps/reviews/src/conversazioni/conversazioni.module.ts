import { Module } from '@nestjs/common';
import { ReputazioneModule } from '../reputazione/reputazione.module';
import { RisposteConsumer } from './risposte.consumer';

/** Sellers' reply times, from conversations' events. */
@Module({ imports: [ReputazioneModule], providers: [RisposteConsumer] })
export class ConversazioniModule {}
