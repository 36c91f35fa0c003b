import { Module } from '@nestjs/common';
import { ConversazioniController } from './conversazioni.controller';
import { ConversazioniService } from './conversazioni.service';

@Module({ controllers: [ConversazioniController], providers: [ConversazioniService] })
export class ConversazioniModule {}
