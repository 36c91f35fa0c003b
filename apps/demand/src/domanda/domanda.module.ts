import { Module } from '@nestjs/common';
import { DomandaController } from './domanda.controller';
import { DomandaService } from './domanda.service';

/** Buyers' demand, counted for the yards. */
@Module({ controllers: [DomandaController], providers: [DomandaService] })
export class DomandaModule {}
