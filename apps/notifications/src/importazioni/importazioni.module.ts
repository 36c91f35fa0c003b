import { Module } from '@nestjs/common';
import { NotificaModule } from '../notifica/notifica.module';
import { PostaModule } from '../posta/posta.module';
import { ImportazioniConsumer } from './importazioni.consumer';

/** What imports' events tell the sellers: a notification and an e-mail. */
@Module({ imports: [NotificaModule, PostaModule], providers: [ImportazioniConsumer] })
export class ImportazioniModule {}
