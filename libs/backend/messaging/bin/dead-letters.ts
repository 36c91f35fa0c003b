import { connectNats } from '../src/nats-connection';
import { listDeadLetters, replayDeadLetter } from '../src/dead-letters';

/**
 * Usage: node -r @swc-node/register libs/backend/messaging/bin/dead-letters.ts [list | replay <sequence>]
 * Lists the dead letters, or replays one once its cause is fixed (docs/operations.md#replaying-dead-letters). NATS_URL
 * names the server (default nats://127.0.0.1:4222); NATS_USER and NATS_PASSWORD a user allowed on DEAD_LETTERS and the
 * event's subject.
 */
async function main(): Promise<void> {
  const [comando = 'list', argomento] = process.argv.slice(2);
  const sequenza = Number(argomento);
  if (comando !== 'list' && !(comando === 'replay' && Number.isInteger(sequenza) && sequenza > 0)) {
    console.error('Usage: dead-letters.ts [list | replay <sequence>]');
    process.exit(2);
  }
  const user = process.env['NATS_USER'];
  const pass = process.env['NATS_PASSWORD'];
  const nc = await connectNats(process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222', 'dead-letters', user && pass ? { user, password: pass } : undefined);
  try {
    if (comando === 'replay') {
      const letter = await replayDeadLetter(nc, sequenza);
      console.log(`Rigiocato ${letter.sequence}: ${letter.subject} (era di ${letter.consumer})`);
      return;
    }
    const letters = await listDeadLetters(nc);
    for (const l of letters) console.log(`${l.sequence}\t${l.consumer}\t${l.subject}\t${l.deliveries} consegne\t${l.error}`);
    console.log(`${letters.length} dead letter`);
  } finally {
    await nc.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
