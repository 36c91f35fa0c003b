import { Module } from '@nestjs/common';
import { RicambiController } from './ricambi.controller';
import { RicambiRepository } from './ricambi.repository';
import { RicambiService } from './ricambi.service';

/** Parts reserved, released and sold for orders. */
@Module({ controllers: [RicambiController], providers: [RicambiService, RicambiRepository] })
export class RicambiModule {}
