import { Module } from '@nestjs/common';
import { OrdiniConsumer } from './ordini.consumer';

@Module({ providers: [OrdiniConsumer] })
export class OrdiniModule {}
