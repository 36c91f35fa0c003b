import { listDeadLetters, replayDeadLetter } from '../src/dead-letters';
import { connessioneOps } from './connessione-ops';

/**
 * Usage: node -r @swc-node/register libs/backend/messaging/bin/dead-letters.ts [list | replay <sequence>]
 * Lists the dead letters, or replays one once its cause is fixed (docs/operations.md#replaying-dead-letters). NATS as
 * connessione-ops.ts says.
 */
async function main(): Promise<void> {
  const [comando = 'list', argomento] = process.argv.slice(2);
  const sequenza = Number(argomento);
  if (comando !== 'list' && !(comando === 'replay' && Number.isInteger(sequenza) && sequenza > 0)) {
    console.error('Usage: dead-letters.ts [list | replay <sequence>]');
    process.exit(2);
  }
  const nc = await connessioneOps('dead-letters');
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
