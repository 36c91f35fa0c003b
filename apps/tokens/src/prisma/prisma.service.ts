import type { OnApplicationShutdown } from '@nestjs/common';
import { createPgAdapter } from '@ricambiamo/database';
import { PrismaClient } from '../generated/prisma/client';

/**
 * Every debit of one seller queues on that seller's balance row, so a burst of them (a seller saving many listings
 * at once) waits for the pool longer than Prisma's 2 s default allows; they are short, so waiting is right.
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

/**
 * Disconnects in the last shutdown phase: the relay and in-flight requests still use it while Nest runs the
 * earlier ones (module destroy, before-shutdown, closing the servers).
 */
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(databaseUrl: string) {
    super({ adapter: createPgAdapter(databaseUrl), transactionOptions: TRANSACTION_OPTIONS });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
  }
}

/** What repositories receive: the root client or the transaction client of the unit of work they are part of. */
export type Db = Omit<PrismaService, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends' | 'onApplicationShutdown'>;
