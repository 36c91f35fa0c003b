import type { Prune } from '@ricambiamo/messaging';
import { rowsOlderThan } from '@ricambiamo/messaging';
import { MINUTI_BLOCCO_SECONDO_FATTORE } from '@ricambiamo/contracts';

/**
 * How long a refresh session is kept past its expiry. Nothing reads an expired session (a refresh with it is refused
 * like an unknown one), so the margin only keeps a user's latest sessions at hand for someone looking into a complaint.
 */
export const EXPIRED_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Refresh sessions past their expiry and the margin. Every refresh leaves a rotated row behind, kept until it expires
 * so that a stolen token presented again is still caught; a revoked one goes when it expires too.
 */
export const expiredSessions: Prune = rowsOlderThan({
  table: 'refresh_sessions',
  key: 'id',
  column: 'expires_at',
  retentionMs: EXPIRED_SESSION_RETENTION_MS,
});

/**
 * The operators' challenges of the second factor, once they no longer count: a challenge answered wrong counts
 * against its account for MINUTI_BLOCCO_SECONDO_FATTORE minutes past its expiry (src/sessione/sfide-accesso.ts).
 */
export const expiredChallenges: Prune = rowsOlderThan({
  table: 'sfide_accesso',
  key: 'id',
  column: 'scade_il',
  retentionMs: MINUTI_BLOCCO_SECONDO_FATTORE * 60_000,
});
