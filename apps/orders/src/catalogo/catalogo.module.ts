import { Module } from '@nestjs/common';
import { CatalogoClient } from './catalogo.client';

@Module({ providers: [CatalogoClient], exports: [CatalogoClient] })
export class CatalogoModule {}
