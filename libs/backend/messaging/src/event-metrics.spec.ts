import type { NatsConnection } from 'nats';
import { Registry } from 'prom-client';
import { consumerPendingGauge, deadLetterCounter, outboxLagGauge, redeliveryCounter } from './event-metrics';

const valori = async (registry: Registry, nome: string) => (await registry.getSingleMetric(nome)!.get()).values;

describe("the events' metrics", () => {
  it('are one of each per registry, whoever asks for them', () => {
    const registry = new Registry();
    expect(redeliveryCounter(registry)).toBe(redeliveryCounter(registry));
    expect(deadLetterCounter(registry)).toBe(deadLetterCounter(registry));
    expect(registry.getMetricsAsArray()).toHaveLength(2);
  });

  it('read the outbox lag at each scrape, 0 with nothing waiting, and keep the last figure while the database is away', async () => {
    const risposte: (() => Promise<unknown>)[] = [
      () => Promise.resolve([{ ritardo: 12.5 }]),
      () => Promise.reject(new Error('database irraggiungibile')),
      () => Promise.resolve([{ ritardo: null }]),
    ];
    const registry = new Registry();
    outboxLagGauge(registry, { $queryRawUnsafe: <T>() => risposte.shift()!() as Promise<T> });
    expect(await valori(registry, 'outbox_lag_seconds')).toEqual([expect.objectContaining({ value: 12.5 })]);
    expect(await valori(registry, 'outbox_lag_seconds')).toEqual([expect.objectContaining({ value: 12.5 })]);
    expect(await valori(registry, 'outbox_lag_seconds')).toEqual([expect.objectContaining({ value: 0 })]);
  });

  it("read each durable's events not handled yet from JetStream, skipping one JetStream cannot tell", async () => {
    const info = (_stream: string, durable: string) =>
      durable === 'orders-identity' ? Promise.resolve({ num_pending: 3, num_ack_pending: 2 }) : Promise.reject(new Error('consumer not found'));
    const nc = { jetstreamManager: () => Promise.resolve({ consumers: { info } }) } as unknown as NatsConnection;
    const registry = new Registry();
    consumerPendingGauge(registry, nc, () => ['orders-identity', 'orders-sparito']);
    expect(await valori(registry, 'events_consumer_pending')).toEqual([
      expect.objectContaining({ value: 5, labels: { consumer: 'orders-identity' } }),
    ]);
  });
});
