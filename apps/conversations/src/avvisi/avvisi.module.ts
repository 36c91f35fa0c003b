import { Module } from '@nestjs/common';
import { Avvisi } from './avvisi';

/** Telling recipients who are away of their unread messages. */
@Module({ providers: [Avvisi], exports: [Avvisi] })
export class AvvisiModule {}
