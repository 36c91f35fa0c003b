import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';

/**
 * The connections to a service's database: its Prisma client runs on them, and so can the few hot reads that skip
 * Prisma's result mapping (catalogue's search), within the same limit of connections.
 */
export function createPgPool(databaseUrl: string, options: { maxConnections?: number } = {}): Pool {
  return new Pool({ connectionString: databaseUrl, max: options.maxConnections ?? 10 });
}

/** The driver adapter every service hands to its generated PrismaClient: `new PrismaClient({ adapter })`; $disconnect ends its pool. */
export function createPgAdapter(database: string | Pool): PrismaPg {
  return new PrismaPg(typeof database === 'string' ? createPgPool(database) : database, { disposeExternalPool: true });
}
