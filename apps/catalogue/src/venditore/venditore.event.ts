import type { EventEnvelope } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS, RUOLI } from '@ricambiamo/contracts';
import { z } from 'zod';

/** The fields UserRegisteredEvent and UserUpdatedEvent share, which are all the read model keeps. */
const userEvent = z.object({
  userId: z.uuid(),
  nome: z.string(),
  ruolo: z.enum(RUOLI),
  nomeAttivita: z.string().nullable(),
});

export interface VenditoreLetto {
  id: string;
  nome: string;
  nomeAttivita: string | null;
}

/**
 * The seller an identity user event describes, or null when the event says nothing the read model keeps: buyers
 * never own listings, and other identity subjects may join the stream later.
 */
export function venditoreFromEvent(event: EventEnvelope): VenditoreLetto | null {
  if (event.subject !== IDENTITY_EVENTS.userRegistered && event.subject !== IDENTITY_EVENTS.userUpdated) return null;
  const user = userEvent.parse(event.payload);
  if (user.ruolo !== 'venditore') return null;
  return { id: user.userId, nome: user.nome, nomeAttivita: user.nomeAttivita };
}
