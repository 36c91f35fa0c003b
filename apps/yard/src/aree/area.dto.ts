import type { AreaDto } from '@ricambiamo/contracts';
import type { Prisma } from '../generated/prisma/client';

/** What every area read includes: its cars in the order they were assigned. */
export const CON_AUTO = {
  posti: { orderBy: [{ assegnataIl: 'asc' }, { autoId: 'asc' }], include: { auto: { select: { id: true, marca: true, modello: true } } } },
} satisfies Prisma.AreaInclude;

export type AreaConAuto = Prisma.AreaGetPayload<{ include: typeof CON_AUTO }>;

export const toAreaDto = (area: AreaConAuto): AreaDto => ({
  id: area.id,
  nome: area.nome,
  descrizione: area.descrizione,
  posizioneX: area.posizioneX,
  posizioneY: area.posizioneY,
  larghezza: area.larghezza,
  altezza: area.altezza,
  colore: area.colore,
  createdAt: area.createdAt.toISOString(),
  auto: area.posti.map((posto) => posto.auto),
});
