import type { JobsOptions } from 'bullmq';

/**
 * An import's job is retried while catalogue, tokens or the storage are away (a restart, a deploy): every 2 s for a
 * little under two minutes. The rows done are never done again, and the row in flight is sent again with its key.
 */
export const IMPORT_JOB_DEFAULTS: JobsOptions = {
  attempts: 50,
  backoff: { type: 'fixed', delay: 2000 },
  removeOnComplete: { age: 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** One job of each kind per import: adding it again while it waits or runs adds nothing. */
export const idLavoro = (importazioneId: string, tipo: 'analisi' | 'applica') => `${importazioneId}-${tipo}`;
