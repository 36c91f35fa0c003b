import type { AcquistoDto } from '@ricambiamo/contracts';
import type { Acquisto } from '../generated/prisma/client';

export function toAcquistoDto(acquisto: Acquisto, saldo: number): AcquistoDto {
  return {
    sessionId: acquisto.sessionId,
    packId: acquisto.packId,
    gettoni: acquisto.gettoni,
    prezzoCentesimi: acquisto.prezzoCentesimi,
    status: acquisto.status,
    saldo,
    createdAt: acquisto.createdAt.toISOString(),
  };
}
