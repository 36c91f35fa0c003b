import { Module } from '@nestjs/common';
import { RichiesteResolver } from './richieste.resolver';

@Module({ providers: [RichiesteResolver] })
export class RichiesteModule {}
