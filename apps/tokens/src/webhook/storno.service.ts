import { Injectable, Logger } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import { AcquistoRepository } from '../acquisto/acquisto.repository';
import type { Acquisto, PrismaClient } from '../generated/prisma/client';
import { SaldoRepository } from '../saldo/saldo.repository';
import type { MotivoStorno } from './storno';
import { stornoKey } from './storno';

export interface Storno {
  /** Stripe's event, whose id keys the ledger row. */
  eventId: string;
  paymentIntentId: string;
  motivo: MotivoStorno;
  /** How many of the purchase's tokens are owed back in total once this event is counted (not just by it). */
  dovuti(acquisto: Acquisto): number;
}

/** Takes back the tokens of purchases whose money went back to the buyer (Stripe refunds and disputes). */
@Injectable()
export class StornoService {
  private readonly logger = new Logger(StornoService.name);

  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly acquisti: AcquistoRepository,
    private readonly saldi: SaldoRepository,
  ) {}

  /**
   * Takes what the purchase owes back beyond what it gave back already. Events state totals (a charge's refunded
   * amount so far; a dispute, everything), so a retried event, a second partial refund, or a dispute after a refund
   * take only the difference, never a token twice, and events arriving out of order take nothing back twice either.
   * A balance stops at zero: the rest is recorded on the purchase as `gettoniScoperti` and logged as a warning.
   */
  async riprendi({ eventId, paymentIntentId, motivo, dovuti }: Storno): Promise<void> {
    const context = { eventId, paymentIntentId, motivo };
    const esito = await this.uow.run(async (tx) => {
      const acquisto = await this.acquisti.lockByPaymentIntent(paymentIntentId, tx);
      if (!acquisto) return null;
      const daRiprendere = dovuti(acquisto) - acquisto.gettoniRipresi - acquisto.gettoniScoperti;
      if (daRiprendere <= 0) return { acquisto, ripresi: 0, scoperti: 0 };
      const { venditoreId } = acquisto;
      await this.saldi.lockSaldo(venditoreId, tx);
      const ripresi = Math.min(daRiprendere, await this.saldi.gettoni(venditoreId, tx));
      const scoperti = daRiprendere - ripresi;
      await this.acquisti.recordStorno(acquisto.id, ripresi, scoperti, tx);
      if (ripresi > 0) {
        // Under the row lock, the balance read above is still there: the conditional take cannot fall short.
        const balance = (await this.saldi.takeGettoni(venditoreId, ripresi, tx))!;
        await this.saldi.record({ venditoreId, amount: -ripresi, reason: motivo, idempotencyKey: stornoKey(eventId) }, balance, tx);
      }
      return { acquisto, ripresi, scoperti };
    });
    if (!esito) {
      this.logger.warn(context, 'Refund or dispute of a payment that is no purchase of ours: nothing taken back');
      return;
    }
    const { acquisto, ripresi, scoperti } = esito;
    const dettagli = { ...context, sessionId: acquisto.sessionId, venditoreId: acquisto.venditoreId, ripresi, scoperti };
    if (scoperti > 0) this.logger.warn(dettagli, 'Purchase refunded or disputed after its tokens were spent: shortfall recorded');
    else if (ripresi > 0) this.logger.log(dettagli, 'Purchase refunded or disputed: tokens taken back');
  }
}
