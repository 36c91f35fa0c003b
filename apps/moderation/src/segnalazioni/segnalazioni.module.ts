import { Module } from '@nestjs/common';
import { InoltrateConsumer } from './inoltrate.consumer';
import { SegnalazioniController } from './segnalazioni.controller';
import { SegnalazioniService } from './segnalazioni.service';

/** Reports from anyone, and those other services forward, grouped into one open case per content. */
@Module({ controllers: [SegnalazioniController], providers: [SegnalazioniService, InoltrateConsumer] })
export class SegnalazioniModule {}
