/** Every domain event on JetStream carries this envelope; `id` doubles as the Nats-Msg-Id for de-duplication. */
export interface EventEnvelope<T = unknown> {
  id: string;
  subject: string;
  occurredAt: string;
  payload: T;
}

/** The one JetStream stream all domain events go to. */
export const EVENTS_STREAM = { name: 'EVENTS', subjects: ['evt.>'] } as const;
