import { EVENTS_STREAM } from '@ricambiamo/contracts';
import { riavvolgiConsumer } from '../src/events-stream';
import { connessioneOps } from './connessione-ops';

/**
 * Usage: node -r @swc-node/register libs/backend/messaging/bin/riavvolgi-consumer.ts <service> <ISO moment>
 * Rewinds every durable of the service (named `<service>-…`) to the events from that moment on, after its database was
 * restored from a backup taken then (docs/operations.md#restoring-one-services-database). Stop the service's replicas
 * first. NATS as connessione-ops.ts says.
 */
async function main(): Promise<void> {
  const [servizio, momento] = process.argv.slice(2);
  const dal = new Date(momento ?? '');
  if (!servizio || !/^[a-z-]+$/.test(servizio) || Number.isNaN(dal.getTime())) {
    console.error('Usage: riavvolgi-consumer.ts <service> <ISO moment, e.g. 2026-11-30T03:00:00Z>');
    process.exit(2);
  }
  const nc = await connessioneOps('riavvolgi-consumer');
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
