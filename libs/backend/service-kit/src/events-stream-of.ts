import type { CommonEnv } from '@ricambiamo/config';
import type { EventsStreamOptions } from '@ricambiamo/messaging';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The events stream as the service's config sets it; the relay, the consumers and the pruning of the event tables all
 * read it from here, so the tables are never pruned on another age than the stream's.
 */
export const eventsStreamOf = (config: CommonEnv): EventsStreamOptions => ({
  replicas: config.EVENTS_REPLICAS,
  maxAgeMs: config.EVENTS_MAX_AGE_DAYS === undefined ? undefined : config.EVENTS_MAX_AGE_DAYS * DAY_MS,
});
