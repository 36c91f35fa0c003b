import { Module } from '@nestjs/common';
import { NotificaModule } from '../notifica/notifica.module';
import { PostaModule } from '../posta/posta.module';
import { ModerazioneConsumer } from './moderazione.consumer';

/** What the operator's moderation tells the users it affects and those who reported. */
@Module({ imports: [NotificaModule, PostaModule], providers: [ModerazioneConsumer] })
export class ModerazioneModule {}
