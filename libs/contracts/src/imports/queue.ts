import { z } from 'zod';
import type { FormatoFoglio } from './messages';

/** The imports queue's jobs (QueueName.Imports); each names its import, whose state lives in the imports database. */
export enum ImportJobName {
  Analyse = 'import.analyse',
  Apply = 'import.apply',
}

export const importJob = z.object({ importazioneId: z.uuid() });
export type ImportJob = z.output<typeof importJob>;

/**
 * Where an import's files wait in the storage, written by the gateway as they arrive and deleted by the imports service
 * once the import is over. Never served.
 */
export const IMPORT_PATHS = {
  folder: (id: string) => `imports/${id}`,
  foglio: (id: string, formato: FormatoFoglio) => `imports/${id}/foglio.${formato}`,
  zip: (id: string) => `imports/${id}/foto.zip`,
} as const;
