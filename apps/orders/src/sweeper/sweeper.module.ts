import { Module } from '@nestjs/common';
import { OrdineModule } from '../ordine/ordine.module';
import { PiazzamentoModule } from '../piazzamento/piazzamento.module';
import { Sweeper } from './sweeper';

@Module({ imports: [OrdineModule, PiazzamentoModule], providers: [Sweeper] })
export class SweeperModule {}
