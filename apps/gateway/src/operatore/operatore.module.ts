import { Module } from '@nestjs/common';
import { OperatoreResolver } from './operatore.resolver';

@Module({ providers: [OperatoreResolver] })
export class OperatoreModule {}
