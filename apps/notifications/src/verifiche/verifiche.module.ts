import { Module } from '@nestjs/common';
import { NotificaModule } from '../notifica/notifica.module';
import { PostaModule } from '../posta/posta.module';
import { VerificheConsumer } from './verifiche.consumer';

/** What catalogue's compatibility checks tell the seller asked and the buyer answered: a notification and an e-mail. */
@Module({ imports: [NotificaModule, PostaModule], providers: [VerificheConsumer] })
export class VerificheModule {}
