/**
 * A row that breaks a unique constraint: another request got there first. Prisma reports it as P2002; a statement sent
 * on pg directly (an order's placement) as PostgreSQL's 23505.
 */
const UNIQUE_VIOLATION = new Set(['P2002', '23505']);

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && UNIQUE_VIOLATION.has((error as { code?: unknown }).code as string);
