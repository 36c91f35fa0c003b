import { Module } from '@nestjs/common';
import { NotificaModule } from '../notifica/notifica.module';
import { PostaModule } from '../posta/posta.module';
import { OrdiniConsumer } from './ordini.consumer';

/** What orders' events tell the buyers and sellers: notifications and e-mails. */
@Module({ imports: [NotificaModule, PostaModule], providers: [OrdiniConsumer] })
export class OrdiniModule {}
