/** Prisma's error code for a row that breaks a unique constraint: another request got there first. */
const UNIQUE_VIOLATION = 'P2002';

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
