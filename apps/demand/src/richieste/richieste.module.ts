import { Module } from '@nestjs/common';
import { RichiesteController } from './richieste.controller';
import { RichiesteService } from './richieste.service';
import { Scadenze } from './scadenze';

/** "Cerco ricambio": the buyers' requests and the yards' answers. */
@Module({ controllers: [RichiesteController], providers: [RichiesteService, Scadenze] })
export class RichiesteModule {}
