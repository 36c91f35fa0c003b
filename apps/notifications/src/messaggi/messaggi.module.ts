import { Module } from '@nestjs/common';
import { NotificaModule } from '../notifica/notifica.module';
import { PostaModule } from '../posta/posta.module';
import { MessaggiConsumer } from './messaggi.consumer';

/** What an unread message tells its recipient who is away: a notification, and at most one e-mail an hour. */
@Module({ imports: [NotificaModule, PostaModule], providers: [MessaggiConsumer] })
export class MessaggiModule {}
