import type { NatsConnection } from 'nats';
import type { Registry } from 'prom-client';
import { Counter, Gauge } from 'prom-client';
import { EVENTS_STREAM } from '@ricambiamo/contracts';
import type { SqlExecutor } from './sql-client';

/**
 * The events' metrics that ops' dashboard and alert rules read (infra/grafana, infra/k8s/alerts.yaml): one of each per
 * registry, shared by every consumer and relay of the service. The gauges are read when Prometheus scrapes, from
 * JetStream and from the outbox themselves, so a consumer or a relay that stopped shows as a growing figure whatever
 * its own process still says.
 */
const unoPerRegistro = <M>(registry: Registry, name: string, create: () => M): M =>
  (registry.getSingleMetric(name) as M | undefined) ?? create();

/** Events a consumer gave up on and moved to the DEAD_LETTERS stream: alert when it grows. */
export const deadLetterCounter = (registry: Registry): Counter<'consumer' | 'subject'> =>
  unoPerRegistro(
    registry,
    'events_dead_lettered_total',
    () =>
      new Counter({
        name: 'events_dead_lettered_total',
        help: 'Events a consumer gave up on and moved to the DEAD_LETTERS stream',
        labelNames: ['consumer', 'subject'],
        registers: [registry],
      }),
  );

/** Deliveries of an event after its first: failed attempts, and handlers that outlasted the ack wait or died on it. */
export const redeliveryCounter = (registry: Registry): Counter<'consumer' | 'subject'> =>
  unoPerRegistro(
    registry,
    'events_redelivered_total',
    () =>
      new Counter({
        name: 'events_redelivered_total',
        help: 'Deliveries of an event to a consumer after the first',
        labelNames: ['consumer', 'subject'],
        registers: [registry],
      }),
  );

/** Events of the stream each of the service's durables has not handled yet: not delivered, or delivered and not acked. */
export const consumerPendingGauge = (registry: Registry, nc: NatsConnection, durables: () => readonly string[]): Gauge<'consumer'> =>
  unoPerRegistro(
    registry,
    'events_consumer_pending',
    () =>
      new Gauge({
        name: 'events_consumer_pending',
        help: 'Events a durable consumer has not handled yet (pending plus awaiting ack)',
        labelNames: ['consumer'],
        registers: [registry],
        async collect() {
          // NATS away: the scrape still answers, with the figures last read.
          const jsm = await nc.jetstreamManager().catch(() => null);
          for (const durable of durables()) {
            const info = await jsm?.consumers.info(EVENTS_STREAM.name, durable).catch(() => null);
            if (info) this.set({ consumer: durable }, info.num_pending + info.num_ack_pending);
          }
        },
      }),
  );

/** Age of the oldest committed event not yet published, 0 with none waiting. */
export const outboxLagGauge = (registry: Registry, db: Pick<SqlExecutor, '$queryRawUnsafe'>): Gauge =>
  unoPerRegistro(
    registry,
    'outbox_lag_seconds',
    () =>
      new Gauge({
        name: 'outbox_lag_seconds',
        help: 'Age of the oldest committed outbox event not yet published to JetStream',
        registers: [registry],
        async collect() {
          // The database away: the scrape still answers, with the figure last read.
          const righe = await db
            .$queryRawUnsafe<{ ritardo: number | null }[]>(
              'SELECT EXTRACT(EPOCH FROM now() - min(occurred_at))::float8 AS ritardo FROM outbox_events WHERE published_at IS NULL',
            )
            .then((rows) => rows, () => null);
          if (righe) this.set(righe[0]?.ritardo ?? 0);
        },
      }),
  );
