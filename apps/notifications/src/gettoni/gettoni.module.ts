import { Module } from '@nestjs/common';
import { NotificaModule } from '../notifica/notifica.module';
import { GettoniConsumer } from './gettoni.consumer';

/** What tokens' events tell the sellers. */
@Module({ imports: [NotificaModule], providers: [GettoniConsumer] })
export class GettoniModule {}
