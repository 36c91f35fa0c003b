import type { MovimentoDto } from '@ricambiamo/contracts';
import { MOTIVI_MOVIMENTO } from '@ricambiamo/contracts';
import { z } from 'zod';
import type { Movimento } from '../generated/prisma/client';

const motivo = z.enum(MOTIVI_MOVIMENTO);

export function toMovimentoDto(movimento: Movimento): MovimentoDto {
  return {
    id: movimento.id,
    amount: movimento.amount,
    reason: motivo.parse(movimento.reason),
    balanceAfter: movimento.balanceAfter,
    createdAt: movimento.createdAt.toISOString(),
  };
}
