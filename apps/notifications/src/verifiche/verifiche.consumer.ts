import { Injectable } from '@nestjs/common';
import type { Hint } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { Posta } from '../posta/posta';
import { emailVerifica } from './email-verifica';
import { EVENTI_VERIFICA, type EventoVerifica } from './frasi-verifica';
import { notificheVerifica } from './notifiche-verifica';

/** Each check asked or answered, exactly once: the notification and the e-mail in one transaction, then a hint to the recipient. */
@Consumes('notifications-catalogue', EVENTI_VERIFICA)
@Injectable()
export class VerificheConsumer {
  constructor(
    private readonly notifiche: NotificaRepository,
    private readonly posta: Posta,
  ) {}

  async handle(event: EventoVerifica, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    await this.notifiche.aggiungi(event, notificheVerifica(event), tx, hint);
    await this.posta.accoda(event, (origine) => emailVerifica(event, origine), tx);
  }
}
