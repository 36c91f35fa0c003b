import { Injectable } from '@nestjs/common';
import type { AutoreStatoOrdine, MotivoRecesso, RiepilogoOrdineEvent, StatoOrdine } from '@ricambiamo/contracts';
import { ORDERS_EVENTS } from '@ricambiamo/contracts';
import type { Hint } from '@ricambiamo/messaging';
import type { Db, Emit } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import type { VenditoreLetto } from '../venditore/venditore.repository';
import { VenditoreRepository } from '../venditore/venditore.repository';
import type { OrdineCompleto } from './ordine.dto';
import { toOrdineDto } from './ordine.dto';

/**
 * The order's events, written in the transaction that changes the order, and the live hints to both its parties,
 * whose lists and figures show it. Each event carries the order as it is then (RiepilogoOrdineEvent), so the
 * notifications and the e-mails need nothing else.
 */
@Injectable()
export class OrdineEvents {
  constructor(private readonly venditori: VenditoreRepository) {}

  /** `venditore` as read in the transaction that wrote the order, which also answers with it. */
  async creato(ordine: OrdineCompleto, venditore: VenditoreLetto | undefined, emit: Emit, hint: Hint): Promise<void> {
    await emit(ORDERS_EVENTS.orderCreated, { ...riepilogoDi(ordine, venditore), autoId: ordine.autoId });
    this.hintParti(ordine, hint);
  }

  async statoCambiato(
    ordine: OrdineCompleto,
    precedente: StatoOrdine,
    autore: AutoreStatoOrdine,
    tx: Db<PrismaClient>,
    emit: Emit,
    hint: Hint,
  ): Promise<void> {
    await emit(ORDERS_EVENTS.orderStatusChanged, { ...(await this.riepilogo(ordine, tx)), stato: ordine.stato, precedente, autore });
    this.hintParti(ordine, hint);
  }

  /** The order stands: its buyer is told that the seller was suspended and may still complete or cancel it. */
  async venditoreSospeso(ordine: OrdineCompleto, tx: Db<PrismaClient>, emit: Emit): Promise<void> {
    await emit(ORDERS_EVENTS.orderSellerSuspended, await this.riepilogo(ordine, tx));
  }

  /** Nothing on either screen changes: the reminder is for the buyer's notifications alone. */
  async pagamentoInScadenza(ordine: OrdineCompleto, tx: Db<PrismaClient>, emit: Emit): Promise<void> {
    await emit(ORDERS_EVENTS.orderPaymentDueSoon, await this.riepilogo(ordine, tx));
  }

  /** The withdrawal as it is now, with the names of the parts going back; `ordine` was read after the change. */
  async recessoCambiato(ordine: OrdineCompleto, tx: Db<PrismaClient>, emit: Emit, hint: Hint): Promise<void> {
    const recesso = ordine.recesso;
    if (!recesso) throw new Error(`Order ${ordine.id} has no withdrawal to announce`);
    const resi = new Set(recesso.ricambi.map((r) => r.ricambioId));
    await emit(ORDERS_EVENTS.withdrawalChanged, {
      ...(await this.riepilogo(ordine, tx)),
      recesso: {
        stato: recesso.stato,
        motivo: recesso.motivo as MotivoRecesso,
        dettagli: recesso.dettagli,
        ricambi: ordine.ricambi.filter((r) => resi.has(r.ricambioId)).map((r) => r.nome),
        importoCentesimi: recesso.importoCentesimi,
        rimessiInVendita: recesso.rimessiInVendita,
        erroreVenditore: recesso.erroreVenditore,
      },
    });
    this.hintParti(ordine, hint);
  }

  /** Read in the transaction: one that waited on the pool for a second connection could exhaust it under load. */
  private async riepilogo(ordine: OrdineCompleto, tx: Db<PrismaClient>): Promise<RiepilogoOrdineEvent> {
    return riepilogoDi(ordine, await this.venditori.byId(ordine.venditoreId, tx));
  }

  /** Both parties' screens read the order again: the lists and figures of each show it. */
  hintParti(ordine: OrdineCompleto, hint: Hint): void {
    hint(ordine.acquirenteId, 'ordini');
    hint(ordine.venditoreId, 'ordini');
  }
}

function riepilogoDi(ordine: OrdineCompleto, venditore: VenditoreLetto | undefined): RiepilogoOrdineEvent {
  const dto = toOrdineDto(ordine, venditore);
  return {
    ordineId: dto.id,
    codice: dto.codice,
    acquirenteId: dto.acquirente.id,
    venditoreId: dto.venditore.id,
    totaleCentesimi: dto.totaleCentesimi,
    scadenzaPagamento: dto.scadenzaPagamento,
    causale: dto.causale,
    pagamento: dto.pagamento,
    ricambi: dto.ricambi.map(({ nome, prezzoCentesimi, spedizioneCentesimi }) => ({ nome, prezzoCentesimi, spedizioneCentesimi })),
    spedizione: dto.spedizione,
    note: dto.note,
  };
}
