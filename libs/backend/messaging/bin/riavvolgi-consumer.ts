import { EVENTS_STREAM } from '@ricambiamo/contracts';
import { riavvolgiConsumer } from '../src/events-stream';
import { connectNats } from '../src/nats-connection';

/**
 * Usage: node -r @swc-node/register libs/backend/messaging/bin/riavvolgi-consumer.ts <service> <ISO moment>
 * Rewinds every durable of the service (named `<service>-…`) to the events from that moment on, after its database was
 * restored from a backup taken then (docs/operations.md#restoring-one-services-database). Stop the service's replicas
 * first. NATS_URL, NATS_USER and NATS_PASSWORD as for dead-letters.ts.
 */
async function main(): Promise<void> {
  const [servizio, momento] = process.argv.slice(2);
  const dal = new Date(momento ?? '');
  if (!servizio || !/^[a-z-]+$/.test(servizio) || Number.isNaN(dal.getTime())) {
    console.error('Usage: riavvolgi-consumer.ts <service> <ISO moment, e.g. 2026-11-30T03:00:00Z>');
    process.exit(2);
  }
  const user = process.env['NATS_USER'];
  const pass = process.env['NATS_PASSWORD'];
  const nc = await connectNats(process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222', 'riavvolgi-consumer', user && pass ? { user, password: pass } : undefined);
  try {
    const durables: string[] = [];
    for await (const info of (await nc.jetstreamManager()).consumers.list(EVENTS_STREAM.name)) {
      if (info.name.startsWith(`${servizio}-`)) durables.push(info.name);
    }
    if (durables.length === 0) throw new Error(`${servizio} has no durable consumer on ${EVENTS_STREAM.name}`);
    for (const durable of durables) {
      await riavvolgiConsumer(nc, durable, dal);
      console.log(`${durable}: dagli eventi del ${dal.toISOString()}`);
    }
  } finally {
    await nc.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
