import { Module } from '@nestjs/common';
import { ParcoResolver } from './parco.resolver';

@Module({ providers: [ParcoResolver] })
export class ParcoModule {}
