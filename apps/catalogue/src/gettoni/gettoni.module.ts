import { Module } from '@nestjs/common';
import { GettoniClient } from './gettoni.client';

@Module({ providers: [GettoniClient], exports: [GettoniClient] })
export class GettoniModule {}
