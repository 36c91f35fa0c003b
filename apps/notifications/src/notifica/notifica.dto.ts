import type { NotificaDto } from '@ricambiamo/contracts';
import type { Notifica } from '../generated/prisma/client';

export const toNotificaDto = ({ id, titolo, messaggio, letta, createdAt, link }: Notifica): NotificaDto => ({
  id,
  titolo,
  messaggio,
  letta,
  createdAt: createdAt.toISOString(),
  link,
});
