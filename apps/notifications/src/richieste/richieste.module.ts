import { Module } from '@nestjs/common';
import { NotificaModule } from '../notifica/notifica.module';
import { PostaModule } from '../posta/posta.module';
import { RichiesteConsumer } from './richieste.consumer';

/** What wanted-part requests tell: the buyer of a proposal, the yards of a request closed. */
@Module({ imports: [NotificaModule, PostaModule], providers: [RichiesteConsumer] })
export class RichiesteModule {}
