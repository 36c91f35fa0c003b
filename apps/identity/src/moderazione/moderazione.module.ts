import { Module } from '@nestjs/common';
import { DecisioniConsumer } from './decisioni.consumer';

/** The operator's decisions on sellers' accounts: suspensions and verification. */
@Module({ providers: [DecisioniConsumer] })
export class ModerazioneModule {}
