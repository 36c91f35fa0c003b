import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { VoceRegistroDto } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import { DATABASE } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

const VOCI_PER_PAGINA = 50;

export interface NuovaVoce {
  operatoreId: string;
  operatore: string;
  azione: string;
  oggetto: string;
  motivazione: string;
}

/**
 * The audit log (docs/architecture.md#moderation): a line is written in the transaction of the action it records, and
 * never changed or removed: the table's trigger refuses it, whatever asks.
 */
@Injectable()
export class Registro {
  constructor(@Inject(DATABASE) private readonly db: Db<PrismaClient>) {}

  async annota(voce: NuovaVoce, tx: Db<PrismaClient>): Promise<void> {
    await tx.voceRegistro.create({ data: { id: randomUUID(), ...voce } });
  }

  /** Newest first, a page before `prima` (the oldest line of the previous page). */
  async elenco(prima: string | null): Promise<VoceRegistroDto[]> {
    const voci = await this.db.voceRegistro.findMany({
      where: prima ? { createdAt: { lt: new Date(prima) } } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: VOCI_PER_PAGINA,
    });
    return voci.map(({ createdAt, ...voce }) => ({ ...voce, createdAt: createdAt.toISOString() }));
  }
}
