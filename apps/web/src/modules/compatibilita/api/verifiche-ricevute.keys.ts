/** One key: an answer, and a live hint of a new check, touch only the seller's list of checks. */
export const verificheRicevuteKeys = { tutte: ['verifiche-ricevute'] as const };
