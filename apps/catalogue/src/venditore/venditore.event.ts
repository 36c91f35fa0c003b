import type { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';

/** The identity events the sellers' read model follows. */
export type UserEventContract = typeof IDENTITY_EVENTS.userRegistered | typeof IDENTITY_EVENTS.userUpdated;
/** One of them as the consumer hands it over: the payload already parsed with identity's own schema. */
export type UserEvent = ReceivedEvent<UserEventContract>;

export interface VenditoreLetto {
  id: string;
  nome: string;
  nomeAttivita: string | null;
}

/** The seller a user event describes, or null for a buyer: buyers never own listings. */
export function venditoreFromEvent(event: UserEvent): VenditoreLetto | null {
  const { userId, nome, ruolo, nomeAttivita } = event.payload;
  if (ruolo !== 'venditore') return null;
  return { id: userId, nome, nomeAttivita };
}
