import { Module } from '@nestjs/common';
import { ModerazioneConsumer } from './moderazione.consumer';

/** Listings hidden and restored by the operator's decisions. */
@Module({ providers: [ModerazioneConsumer] })
export class ModerazioneModule {}
