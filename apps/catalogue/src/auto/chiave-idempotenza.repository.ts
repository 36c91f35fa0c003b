import { Injectable } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import type { ChiaveIdempotenza, OperazioneCliente } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';

/** The key's operation is no longer `prenotata`: a racing attempt with the key did it, or gave it up, first. */
export class ChiaveNonPrenotataError extends Error {}

/** What a client key names: one operation on one listing, with the fingerprint of its request. */
export interface OperazioneChiave {
  operazione: OperazioneCliente;
  autoId: string;
  impronta: string;
}

/**
 * A seller's client idempotency keys (see ChiaveIdempotenza in the schema). A key moves from `prenotata` to
 * `eseguita` with the listing's write or to `annullata` before its debit is given back, once, under its row lock: so
 * no attempt can do an operation whose payment is being refunded, nor refund one that another attempt did.
 */
@Injectable()
export class ChiaveIdempotenzaRepository {
  constructor(private readonly prisma: PrismaClient) {}

  find(venditoreId: string, chiave: string): Promise<ChiaveIdempotenza | null> {
    return this.prisma.chiaveIdempotenza.findUnique({ where: { venditoreId_chiave: { venditoreId, chiave } } });
  }

  /**
   * Records the key for `operazione`, unless an earlier or racing attempt recorded it (for this operation or another):
   * then leaves that record as it is. Either way answers the key's record. Committed on its own, before the debit.
   */
  async prenota(venditoreId: string, chiave: string, operazione: OperazioneChiave): Promise<ChiaveIdempotenza> {
    await this.prisma.chiaveIdempotenza.createMany({ data: [{ venditoreId, chiave, ...operazione }], skipDuplicates: true });
    // Records are never deleted, so the key's is there now, whoever wrote it.
    return (await this.find(venditoreId, chiave))!;
  }

  /** In the transaction that does the operation; its row lock queues racing attempts, and the later ones fail here. */
  async segnaEseguita(venditoreId: string, chiave: string, db: Db<PrismaClient>): Promise<void> {
    const { count } = await db.chiaveIdempotenza.updateMany({
      where: { venditoreId, chiave, stato: 'prenotata' },
      data: { stato: 'eseguita' },
    });
    if (count === 0) throw new ChiaveNonPrenotataError();
  }

  /** Before the debit is given back; false when the operation was done (then the debit paid for it) or given up already. */
  async annulla(venditoreId: string, chiave: string): Promise<boolean> {
    const { count } = await this.prisma.chiaveIdempotenza.updateMany({
      where: { venditoreId, chiave, stato: 'prenotata' },
      data: { stato: 'annullata' },
    });
    return count === 1;
  }
}
