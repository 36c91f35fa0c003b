import { Module } from '@nestjs/common';
import { OrdiniResolver } from './ordini.resolver';

@Module({ providers: [OrdiniResolver] })
export class OrdiniModule {}
