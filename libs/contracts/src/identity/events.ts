import { z } from 'zod';
import { event } from '../contract';
import { RUOLI } from '../roles';

/** What catalogue and others keep of a user: enough for cards and detail pages, no contact data. */
const userRegistered = z.object({
  userId: z.uuid(),
  email: z.string(),
  nome: z.string(),
  ruolo: z.enum(RUOLI),
  nomeAttivita: z.string().nullable(),
});
export type UserRegisteredEvent = z.input<typeof userRegistered>;

const userUpdated = userRegistered.omit({ email: true });
export type UserUpdatedEvent = z.input<typeof userUpdated>;

export const IDENTITY_EVENTS = {
  userRegistered: event('evt.identity.user.registered', userRegistered),
  userUpdated: event('evt.identity.user.updated', userUpdated),
} as const;
