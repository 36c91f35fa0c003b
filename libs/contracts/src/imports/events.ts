import { z } from 'zod';
import { event } from '../contract';

/** An applied import ended: the seller gets a notification and an e-mail with its summary. */
const importazioneConclusa = z.object({
  importazioneId: z.uuid(),
  venditoreId: z.uuid(),
  nomeFile: z.string(),
  create: z.number().int().min(0),
  aggiornate: z.number().int().min(0),
  rimosse: z.number().int().min(0),
  invariate: z.number().int().min(0),
  fallite: z.number().int().min(0),
});
export type ImportazioneConclusaEvent = z.input<typeof importazioneConclusa>;

export const IMPORTS_EVENTS = {
  finished: event('evt.imports.job.finished', importazioneConclusa),
} as const;
