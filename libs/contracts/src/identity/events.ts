import type { Ruolo } from '../roles';

/** What catalogue and others keep of a user: enough for cards and detail pages, no contact data. */
export interface UserRegisteredEvent {
  userId: string;
  email: string;
  nome: string;
  ruolo: Ruolo;
  nomeAttivita: string | null;
}

export interface UserUpdatedEvent {
  userId: string;
  nome: string;
  ruolo: Ruolo;
  nomeAttivita: string | null;
}
