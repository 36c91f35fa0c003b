import { Module } from '@nestjs/common';
import { RecensioniResolver } from './recensioni.resolver';

@Module({ providers: [RecensioniResolver] })
export class RecensioniModule {}
