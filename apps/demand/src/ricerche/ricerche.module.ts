import { Module } from '@nestjs/common';
import { RicercheController } from './ricerche.controller';
import { RicercheService } from './ricerche.service';

/** The buyers' saved searches. */
@Module({ controllers: [RicercheController], providers: [RicercheService] })
export class RicercheModule {}
