import { Injectable } from '@nestjs/common';
import type { IdentityUserEvent } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS, IDENTITY_USER_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { UtenteRepository } from './utente.repository';

/** Keeps the users' e-mail addresses and names from identity's user events, each applied exactly once. */
@Consumes('notifications-identity', IDENTITY_USER_EVENTS)
@Injectable()
export class UtenteConsumer {
  constructor(private readonly utenti: UtenteRepository) {}

  async handle(event: ReceivedEvent<IdentityUserEvent>, tx: Db<PrismaClient>): Promise<void> {
    const { userId: id, nome, ruolo, nomeAttivita } = event.payload;
    if (event.subject === IDENTITY_EVENTS.userRegistered.subject) {
      await this.utenti.registrato({ id, nome, ruolo, nomeAttivita, email: event.payload.email }, tx);
    } else {
      await this.utenti.aggiornato({ id, nome, ruolo, nomeAttivita }, tx);
    }
  }
}
