import { Injectable } from '@nestjs/common';
import type { UserRegisteredEvent } from '@ricambiamo/contracts';
import { sostituisciPerId } from '@ricambiamo/database';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

export interface ProfiloUtente {
  id: string;
  nome: string;
  /** A buyer or a seller: operators are not announced to other services. */
  ruolo: UserRegisteredEvent['ruolo'];
  nomeAttivita: string | null;
}

@Injectable()
export class UtenteRepository {
  /**
   * The registration brings the e-mail address. Should an update have been applied first (the registration's first
   * attempt failed and was retried later), its profile is the newer one: the registration only adds the address.
   */
  async registrato(utente: ProfiloUtente & { email: string }, db: Db<PrismaClient>): Promise<void> {
    await db.utente.upsert({ where: { id: utente.id }, create: utente, update: { email: utente.email } });
  }

  /** An update carries no e-mail address: the registered one stays. */
  async aggiornato(utente: ProfiloUtente, db: Db<PrismaClient>): Promise<void> {
    await sostituisciPerId(db.utente, utente);
  }
}
