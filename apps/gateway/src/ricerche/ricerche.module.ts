import { Module } from '@nestjs/common';
import { RicercheResolver } from './ricerche.resolver';

@Module({ providers: [RicercheResolver] })
export class RicercheModule {}
