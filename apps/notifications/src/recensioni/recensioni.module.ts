import { Module } from '@nestjs/common';
import { NotificaModule } from '../notifica/notifica.module';
import { PostaModule } from '../posta/posta.module';
import { RecensioniConsumer } from './recensioni.consumer';

/** What reviews tell the seller reviewed and the buyer replied to: a notification, and an e-mail to the seller. */
@Module({ imports: [NotificaModule, PostaModule], providers: [RecensioniConsumer] })
export class RecensioniModule {}
