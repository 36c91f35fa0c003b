export const RUOLI = ['acquirente', 'venditore'] as const;
export type Ruolo = (typeof RUOLI)[number];

/** The verified caller the gateway forwards with every request; null for anonymous calls. */
export interface Actor {
  userId: string;
  role: Ruolo;
}

/** What crosses NATS for every request/reply call. */
export interface RequestEnvelope<T> {
  actor: Actor | null;
  correlationId: string;
  data: T;
}
