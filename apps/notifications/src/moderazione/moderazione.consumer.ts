import { Injectable } from '@nestjs/common';
import type { Hint } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { NotificaRepository } from '../notifica/notifica.repository';
import { Posta } from '../posta/posta';
import { emailModerazione, EVENTI_MODERAZIONE, type EventoModerazione, notificheModerazione } from './avvisi-moderazione';

/** Statements of reasons, appeals' outcomes and reports' receipts and outcomes, exactly once each. */
@Consumes('notifications-moderation', EVENTI_MODERAZIONE)
@Injectable()
export class ModerazioneConsumer {
  constructor(
    private readonly notifiche: NotificaRepository,
    private readonly posta: Posta,
  ) {}

  async handle(event: EventoModerazione, tx: Db<PrismaClient>, hint: Hint): Promise<void> {
    await this.notifiche.aggiungi(event, notificheModerazione(event), tx, hint);
    await this.posta.accoda(event, (origine) => emailModerazione(event, origine), tx);
  }
}
