import { PrismaPg } from '@prisma/adapter-pg';

/** The driver adapter every service hands to its generated PrismaClient: `new PrismaClient({ adapter })`. */
export function createPgAdapter(databaseUrl: string, options: { maxConnections?: number } = {}): PrismaPg {
  return new PrismaPg({ connectionString: databaseUrl, max: options.maxConnections ?? 10 });
}
