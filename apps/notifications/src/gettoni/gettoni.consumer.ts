import { Injectable } from '@nestjs/common';
import { TOKENS_EVENTS } from '@ricambiamo/contracts';
import type { Hint, ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { notificheGettoni } from './notifiche-gettoni';

/** Each credit of tokens, exactly once: the seller's notification of a purchase, then a hint to the seller. */
@Consumes('notifications-tokens', [TOKENS_EVENTS.balanceCredited])
@Injectable()
export class GettoniConsumer {
  constructor(private readonly notifiche: NotificaRepository) {}

  async handle(event: ReceivedEvent<typeof TOKENS_EVENTS.balanceCredited>, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    const notifiche = notificheGettoni(event.payload);
    await this.notifiche.aggiungi(event, notifiche, tx, hint);
  }
}
