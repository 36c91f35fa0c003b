/** Every domain event on JetStream carries this envelope; `id` doubles as the Nats-Msg-Id for de-duplication. */
export interface EventEnvelope<T = unknown> {
  id: string;
  subject: string;
  occurredAt: string;
  payload: T;
}

/** The one JetStream stream all domain events go to. */
export const EVENTS_STREAM = { name: 'EVENTS', subjects: ['evt.>'] } as const;

/**
 * Events a consumer gave up on, each under `dlq.<durable>.<its subject>`: outside `evt.>`, so no consumer receives one
 * again until an operator has fixed the cause and republished it on its own subject.
 */
export const DEAD_LETTERS_STREAM = { name: 'DEAD_LETTERS', subjects: ['dlq.>'] } as const;
export const deadLetterSubject = (durable: string, subject: string): string => `dlq.${durable}.${subject}`;
