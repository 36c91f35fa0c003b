/** The roles one chooses at registration. */
export const RUOLI_REGISTRAZIONE = ['acquirente', 'venditore'] as const;
export type RuoloRegistrazione = (typeof RUOLI_REGISTRAZIONE)[number];
/**
 * Every role: the operator who runs the marketplace is never chosen at registration, only created by the operators'
 * command, and signs in with a second factor (docs/rules.md §3.21).
 */
export const RUOLI = [...RUOLI_REGISTRAZIONE, 'operatore'] as const;
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
