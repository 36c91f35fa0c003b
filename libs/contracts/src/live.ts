import { z } from 'zod';

/**
 * What a live hint says changed for its user: the client refetches what it shows of that kind. A hint never carries
 * the data itself (docs/architecture.md#live-updates): one lost, or one arriving while nobody listens, costs nothing.
 */
export const ARGOMENTI_LIVE = ['ordini', 'notifiche', 'importazioni', 'messaggi'] as const;
export type ArgomentoLive = (typeof ARGOMENTI_LIVE)[number];

export const liveHint = z.object({ argomento: z.enum(ARGOMENTI_LIVE) });
export type LiveHint = z.infer<typeof liveHint>;

/**
 * The NATS core subject of one user's hints, published by a service after its effect commits. Core, not JetStream: a
 * hint is worth something only to whoever is connected now, and every gateway replica with a connection of that user
 * subscribes to it.
 */
export const LIVE_SUBJECT_PREFIX = 'live.utente';
export const liveSubject = (userId: string): string => `${LIVE_SUBJECT_PREFIX}.${userId}`;
