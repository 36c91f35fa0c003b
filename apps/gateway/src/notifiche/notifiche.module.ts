import { Module } from '@nestjs/common';
import { NotificheResolver } from './notifiche.resolver';

@Module({ providers: [NotificheResolver] })
export class NotificheModule {}
