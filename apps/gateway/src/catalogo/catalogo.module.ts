import { Module } from '@nestjs/common';
import { CatalogoResolver } from './catalogo.resolver';

@Module({ providers: [CatalogoResolver] })
export class CatalogoModule {}
