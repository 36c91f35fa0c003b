import { Module } from '@nestjs/common';
import { ConversazioniResolver } from './conversazioni.resolver';

@Module({ providers: [ConversazioniResolver] })
export class ConversazioniModule {}
