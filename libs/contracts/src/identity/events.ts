import { z } from 'zod';
import { event } from '../contract';
import { RUOLI_REGISTRAZIONE } from '../roles';

/**
 * What catalogue and others keep of a user: enough for cards and detail pages, no contact data; and a seller's IBAN,
 * which orders shows to the buyers who pay that seller by bank transfer.
 */
const userRegistered = z.object({
  userId: z.uuid(),
  email: z.string(),
  nome: z.string(),
  /** Buyers and sellers only: an operator is announced to no service (docs/architecture.md#the-operator-and-the-second-factor). */
  ruolo: z.enum(RUOLI_REGISTRAZIONE),
  nomeAttivita: z.string().nullable(),
  /** Events recorded before it was carried read as a seller without one. */
  iban: z.string().nullable().default(null),
  /**
   * A seller whose "Dati per la vendita" are complete (tracciabilitaCompleta): catalogue lets them publish. Events
   * recorded before it was carried read as not complete, as the data did not exist then.
   */
  tracciabile: z.boolean().default(false),
});
export type UserRegisteredEvent = z.input<typeof userRegistered>;

const userUpdated = userRegistered.omit({ email: true });
export type UserUpdatedEvent = z.input<typeof userUpdated>;

/**
 * Logins that just ended, whatever ended them (logout, a stolen refresh token presented again, a password reset): the
 * session ids the gateway's access tokens carry, which it refuses from then on.
 */
const sessionsRevoked = z.object({
  userId: z.uuid(),
  sessionIds: z.array(z.uuid()).min(1),
});

/**
 * A seller's account suspended by the operator's decision, or reinstated (docs/architecture.md#suspensions): catalogue
 * hides their listings and refuses their writes, orders cancels their pending orders; all of it undone on reinstatement.
 */
const sospensione = z.object({ venditoreId: z.uuid() });
export type SospensioneVenditoreEvent = z.input<typeof sospensione>;

export const IDENTITY_EVENTS = {
  userRegistered: event('evt.identity.user.registered', userRegistered),
  userUpdated: event('evt.identity.user.updated', userUpdated),
  sessionsRevoked: event('evt.identity.sessions.revoked', sessionsRevoked),
  sellerSuspended: event('evt.identity.seller.suspended', sospensione),
  sellerReinstated: event('evt.identity.seller.reinstated', sospensione),
} as const;

/** Both ends of a suspension: their consumers apply them in the stream's order, each once. */
export const IDENTITY_SOSPENSIONE_EVENTS = [IDENTITY_EVENTS.sellerSuspended, IDENTITY_EVENTS.sellerReinstated] as const;

/** The events that carry a user's profile: every read model of users applies both, registered or edited alike. */
export const IDENTITY_USER_EVENTS = [IDENTITY_EVENTS.userRegistered, IDENTITY_EVENTS.userUpdated] as const;
export type IdentityUserEvent = (typeof IDENTITY_USER_EVENTS)[number];
