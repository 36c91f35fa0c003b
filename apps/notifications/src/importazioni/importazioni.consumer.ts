import { Injectable } from '@nestjs/common';
import { IMPORTS_EVENTS } from '@ricambiamo/contracts';
import type { Hint, ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { Posta } from '../posta/posta';
import { emailImportazione } from './email-importazione';
import { notificheImportazione } from './notifiche-importazione';

/** Each applied import that ended, exactly once: the seller's notification and e-mail in one transaction, then a hint to the seller. */
@Consumes('notifications-imports', [IMPORTS_EVENTS.finished])
@Injectable()
export class ImportazioniConsumer {
  constructor(
    private readonly notifiche: NotificaRepository,
    private readonly posta: Posta,
  ) {}

  async handle(event: ReceivedEvent<typeof IMPORTS_EVENTS.finished>, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    await this.notifiche.aggiungi(event, notificheImportazione(event.payload), tx, hint);
    await this.posta.accoda(event, (origine) => emailImportazione(event.payload, origine), tx);
  }
}
