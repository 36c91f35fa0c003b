import type { InserzionePerAvvisiDto } from '@ricambiamo/contracts';
import { chiaveNome, normalizzaCodice } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

/**
 * A car of a yard's stock by the keys a wanted-part request is matched with (docs/architecture.md#wanted-parts), or
 * out of the stock once its listing is gone (null).
 */
export async function aggiornaScorta(tx: Db<PrismaClient>, autoId: string, auto: InserzionePerAvvisiDto | null): Promise<void> {
  if (!auto) {
    await tx.scorta.deleteMany({ where: { autoId } });
    return;
  }
  const chiavi = {
    venditoreId: auto.venditoreId,
    marcaChiave: chiaveNome(auto.marca),
    modelloChiave: chiaveNome(auto.modello),
    anno: auto.anno,
    codiceMotoreNorm: auto.codiceMotore ? normalizzaCodice(auto.codiceMotore) || null : null,
    codiciOem: auto.codiciOem,
  };
  await tx.scorta.upsert({ where: { autoId }, create: { autoId, ...chiavi }, update: chiavi });
}
