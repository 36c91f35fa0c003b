import { Module } from '@nestjs/common';
import { NotificaModule } from '../notifica/notifica.module';
import { PostaModule } from '../posta/posta.module';
import { RicercheConsumer } from './ricerche.consumer';

/** What a buyer's saved searches tell of new cars: a notification for each, e-mails at once or in the morning digest. */
@Module({ imports: [NotificaModule, PostaModule], providers: [RicercheConsumer] })
export class RicercheModule {}
