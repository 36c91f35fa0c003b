import type { OnApplicationShutdown } from '@nestjs/common';
import { createPgAdapter } from '@ricambiamo/database';
import { PrismaClient } from '../generated/prisma/client';

/**
 * Disconnects in the last shutdown phase: the relay, background tasks and in-flight requests still use it while
 * Nest runs the earlier ones (module destroy, before-shutdown, closing the servers).
 */
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(databaseUrl: string) {
    super({ adapter: createPgAdapter(databaseUrl) });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
  }
}

/** What repositories receive: the root client or the transaction client of the unit of work they are part of. */
export type Db = Omit<PrismaService, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends' | 'onApplicationShutdown'>;
