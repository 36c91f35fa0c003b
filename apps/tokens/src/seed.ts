import 'reflect-metadata';
import { DEMO_VENDITORI } from '@ricambiamo/contracts';
import { loadConfig } from '@ricambiamo/config';
import { createPgAdapter } from '@ricambiamo/database';
import { enqueueEvent } from '@ricambiamo/messaging';
import { TRANSACTION_OPTIONS, tokensEnv } from './config';
import { PrismaClient } from './generated/prisma/client';
import { creditoEvent } from './saldo/saldo.events';
import { AlreadyRecordedError, SaldoRepository } from './saldo/saldo.repository';

/** What each demo seller starts with: enough to publish and edit a few listings of their own. */
const GETTONI_DEMO = 100;

/** One key per seller, so the credit happens once however many times `npm start` runs. */
const chiaveSeed = (venditoreId: string) => `demo:seed:${venditoreId}`;

/**
 * Credits the demo sellers (fixed ids from @ricambiamo/contracts) the way a paid purchase is credited: balance,
 * 'acquisto' ledger row and balance.credited event in one transaction, so the balance stays the ledger's sum.
 * The running service's relay publishes the event.
 */
async function seed(): Promise<void> {
  const config = loadConfig(tokensEnv);
  const prisma = new PrismaClient({ adapter: createPgAdapter(config.DATABASE_URL), transactionOptions: TRANSACTION_OPTIONS });
  const saldi = new SaldoRepository(prisma);
  let credited = 0;
  try {
    for (const { id: venditoreId } of DEMO_VENDITORI) {
      const idempotencyKey = chiaveSeed(venditoreId);
      if (await saldi.findByKey(idempotencyKey)) continue;
      try {
        await prisma.$transaction(async (tx) => {
          const balance = await saldi.addGettoni(venditoreId, GETTONI_DEMO, tx);
          const movimento = await saldi.record({ venditoreId, amount: GETTONI_DEMO, reason: 'acquisto', idempotencyKey }, balance, tx);
          await enqueueEvent(tx, ...creditoEvent(movimento));
        });
        credited += 1;
      } catch (error) {
        // Another run credited this seller meanwhile: its balance change was rolled back with ours.
        if (!(error instanceof AlreadyRecordedError)) throw error;
      }
    }
  } finally {
    await prisma.$disconnect();
  }
  console.log(`Seed tokens: ${GETTONI_DEMO} gettoni iniziali a ${DEMO_VENDITORI.length} venditori demo (${credited} accreditati ora)`);
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
