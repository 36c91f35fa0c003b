import { Injectable } from '@nestjs/common';
import type { Hint } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { Posta } from '../posta/posta';
import { emailRichiesta, EVENTI_RICHIESTA, type EventoRichiesta, notificheRichiesta } from './avvisi-richiesta';

/** Proposals to wanted-part requests and their closing, exactly once: the notifications and the e-mail in one transaction. */
@Consumes('notifications-richieste', EVENTI_RICHIESTA)
@Injectable()
export class RichiesteConsumer {
  constructor(
    private readonly notifiche: NotificaRepository,
    private readonly posta: Posta,
  ) {}

  async handle(event: EventoRichiesta, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    await this.notifiche.aggiungi(event, notificheRichiesta(event), tx, hint);
    await this.posta.accoda(event, (origine) => emailRichiesta(event, origine), tx);
  }
}
