import type { OnModuleDestroy } from '@nestjs/common';
import { createPgAdapter } from '@ricambiamo/database';
import { PrismaClient } from '../generated/prisma/client';

export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(databaseUrl: string) {
    super({ adapter: createPgAdapter(databaseUrl) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}

/** What repositories receive: the root client or the transaction client of the unit of work they are part of. */
export type Db = Omit<PrismaService, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends' | 'onModuleDestroy'>;
