import { Module } from '@nestjs/common';
import { CompatibilitaModule } from '../compatibilita/compatibilita.module';
import { RicambiController } from './ricambi.controller';
import { RicambiRepository } from './ricambi.repository';
import { RicambiService } from './ricambi.service';

/** Parts reserved, released and sold for orders, each reserved with its fit for the buyer's vehicle. */
@Module({ imports: [CompatibilitaModule], controllers: [RicambiController], providers: [RicambiService, RicambiRepository] })
export class RicambiModule {}
