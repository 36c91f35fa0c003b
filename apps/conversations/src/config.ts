import { z } from 'zod';
import { serviceEnv } from '@ricambiamo/config';
import { MINUTI_PRIMA_DI_AVVISARE } from '@ricambiamo/contracts';

export const conversationsEnv = serviceEnv('conversations').extend({
  /** How long a message stays unread before its recipient is told (docs/rules.md §3.18); tests shorten it. */
  UNREAD_NOTICE_SECONDS: z.coerce.number().int().min(1).default(MINUTI_PRIMA_DI_AVVISARE * 60),
  /** How often each replica looks for messages to tell their recipients about. */
  NOTICE_SWEEP_MS: z.coerce.number().int().min(50).default(30_000),
});
export type ConversationsConfig = z.output<typeof conversationsEnv>;
