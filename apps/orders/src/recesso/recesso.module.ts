import { Module } from '@nestjs/common';
import { CatalogoModule } from '../catalogo/catalogo.module';
import { OrdineModule } from '../ordine/ordine.module';
import { RecessoController } from './recesso.controller';
import { RecessoService } from './recesso.service';

/** The consumer's withdrawal from a completed order and the seller's steps after it. */
@Module({ imports: [OrdineModule, CatalogoModule], controllers: [RecessoController], providers: [RecessoService] })
export class RecessoModule {}
