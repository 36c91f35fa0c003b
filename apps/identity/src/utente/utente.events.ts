import type { UserRegisteredEvent, UserUpdatedEvent } from '@ricambiamo/contracts';
import type { User } from '../generated/prisma/client';
import { toTracciabilitaDto } from './utente.dto';

/**
 * The other services keep read models of buyers and sellers only: an operator registers nowhere (the operators'
 * command writes no event) and has no profile to update, so announcing one is a bug, stopped here.
 */
function ruoloAnnunciato(user: User): UserRegisteredEvent['ruolo'] {
  if (user.ruolo === 'operatore') throw new Error(`un operatore non si annuncia agli altri servizi (${user.id})`);
  return user.ruolo;
}

export function userRegisteredEvent(user: User): UserRegisteredEvent {
  return { userId: user.id, email: user.email, nome: user.nome, ruolo: ruoloAnnunciato(user), nomeAttivita: user.nomeAttivita, iban: user.iban, tracciabile: tracciabile(user) };
}

export function userUpdatedEvent(user: User): UserUpdatedEvent {
  return { userId: user.id, nome: user.nome, ruolo: ruoloAnnunciato(user), nomeAttivita: user.nomeAttivita, iban: user.iban, tracciabile: tracciabile(user) };
}

/** A buyer has no traceability to give: only a seller is ever announced as tracciabile. */
const tracciabile = (user: User): boolean => user.ruolo === 'venditore' && toTracciabilitaDto(user).completa;
