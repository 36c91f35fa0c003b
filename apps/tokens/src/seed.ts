import 'reflect-metadata';
import { DEMO_VENDITORI } from '@ricambiamo/contracts';
import { loadConfig } from '@ricambiamo/config';
import { tokensEnv } from './config';
import { PrismaService } from './prisma/prisma.service';
import { enqueueMovimentoEvent } from './saldo/saldo.events';
import { AlreadyRecordedError, SaldoRepository } from './saldo/saldo.repository';

/** What each demo seller starts with: enough to publish and edit a few listings of their own. */
const GETTONI_DEMO = 100;

/** One key per seller, so the credit happens once however many times `npm start` runs. */
const chiaveSeed = (sellerId: string) => `demo:seed:${sellerId}`;

/**
 * Credits the demo sellers (fixed ids from @ricambiamo/contracts) the way a paid purchase is credited: balance,
 * 'acquisto' ledger row and balance.credited event in one transaction, so the balance stays the ledger's sum.
 */
async function seed(): Promise<void> {
  const config = loadConfig(tokensEnv);
  const prisma = new PrismaService(config.DATABASE_URL);
  const saldi = new SaldoRepository(prisma);
  let credited = 0;
  try {
    for (const { id: sellerId } of DEMO_VENDITORI) {
      const idempotencyKey = chiaveSeed(sellerId);
      if (await saldi.findByKey(idempotencyKey)) continue;
      try {
        await prisma.$transaction(async (tx) => {
          const balance = await saldi.addGettoni(sellerId, GETTONI_DEMO, tx);
          const movimento = await saldi.record({ sellerId, amount: GETTONI_DEMO, reason: 'acquisto', idempotencyKey }, balance, tx);
          await enqueueMovimentoEvent(tx, movimento);
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
