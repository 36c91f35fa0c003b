import { Module } from '@nestjs/common';
import { CompatibilitaResolver } from './compatibilita.resolver';

@Module({ providers: [CompatibilitaResolver] })
export class CompatibilitaModule {}
