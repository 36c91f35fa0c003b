import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { RichiesteResolver } from './richieste.resolver';

@Module({ imports: [AccessModule], providers: [RichiesteResolver] })
export class RichiesteModule {}
