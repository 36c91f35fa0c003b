import { Module } from '@nestjs/common';
import { StatisticheModule } from '../statistiche/statistiche.module';
import { UploadsModule } from '../uploads/uploads.module';
import { CatalogoResolver } from './catalogo.resolver';

@Module({ imports: [UploadsModule, StatisticheModule], providers: [CatalogoResolver] })
export class CatalogoModule {}
