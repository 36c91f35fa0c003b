import { Injectable } from '@nestjs/common';
import type { Hint } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { Posta } from '../posta/posta';
import { emailRicerca, EVENTI_RICERCA, type EventoRicerca, notificheRicerca } from './avvisi-ricerca';

/** Each match and digest of saved searches, exactly once: the notification and the e-mail in one transaction. */
@Consumes('notifications-demand', EVENTI_RICERCA)
@Injectable()
export class RicercheConsumer {
  constructor(
    private readonly notifiche: NotificaRepository,
    private readonly posta: Posta,
  ) {}

  async handle(event: EventoRicerca, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    await this.notifiche.aggiungi(event, notificheRicerca(event), tx, hint);
    await this.posta.accoda(event, (origine) => emailRicerca(event, origine), tx);
  }
}
