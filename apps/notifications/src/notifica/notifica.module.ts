import { Module } from '@nestjs/common';
import { NotificaController } from './notifica.controller';
import { NotificaRepository } from './notifica.repository';
import { NotificaService } from './notifica.service';

/** The users' notifications: written by the event consumers, read and changed by their owners over NATS. */
@Module({ controllers: [NotificaController], providers: [NotificaRepository, NotificaService], exports: [NotificaRepository] })
export class NotificaModule {}
