import type { UserRegisteredEvent, UserUpdatedEvent } from '@ricambiamo/contracts';
import type { User } from '../generated/prisma/client';

export function userRegisteredEvent(user: User): UserRegisteredEvent {
  return { userId: user.id, email: user.email, nome: user.nome, ruolo: user.ruolo, nomeAttivita: user.nomeAttivita, iban: user.iban };
}

export function userUpdatedEvent(user: User): UserUpdatedEvent {
  return { userId: user.id, nome: user.nome, ruolo: user.ruolo, nomeAttivita: user.nomeAttivita, iban: user.iban };
}
