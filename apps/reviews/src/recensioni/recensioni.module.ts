import { Module } from '@nestjs/common';
import { ReputazioneModule } from '../reputazione/reputazione.module';
import { ModerazioneConsumer } from './moderazione.consumer';
import { RecensioniController } from './recensioni.controller';
import { RecensioniRepository } from './recensioni.repository';
import { RecensioniService } from './recensioni.service';

@Module({ imports: [ReputazioneModule], controllers: [RecensioniController], providers: [RecensioniRepository, RecensioniService, ModerazioneConsumer] })
export class RecensioniModule {}
