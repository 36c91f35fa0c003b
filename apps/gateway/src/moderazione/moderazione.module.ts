import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ModerazioneResolver } from './moderazione.resolver';

@Module({ imports: [AccessModule], providers: [ModerazioneResolver] })
export class ModerazioneModule {}
