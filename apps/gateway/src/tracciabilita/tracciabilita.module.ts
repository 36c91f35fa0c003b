import { Module } from '@nestjs/common';
import { TracciabilitaResolver } from './tracciabilita.resolver';

@Module({ providers: [TracciabilitaResolver] })
export class TracciabilitaModule {}
