import { Injectable } from '@nestjs/common';
import type { Actor, AdvanceWithdrawalRequest, OrdineDto, RequestWithdrawalRequest } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Hint } from '@ricambiamo/messaging';
import type { Db, Emit } from '@ricambiamo/service-kit';
import { InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { OrdersConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { CatalogoClient } from '../catalogo/catalogo.client';
import { OrdineEvents } from '../ordine/ordine.events';
import type { OrdineCompleto } from '../ordine/ordine.dto';
import { OrdineRepository } from '../ordine/ordine.repository';
import { OrdineService } from '../ordine/ordine.service';
import { nuovoRecesso, passoRecesso } from './recesso.rules';

/**
 * A consumer's withdrawal from a completed order (Codice del Consumo art. 52–59): the buyer asks for it within the
 * window, naming the parts and the reason; the order's seller then accepts the return, marks the parts received and
 * records the refund by bank transfer. Each step under the order's row lock, by its own party only: to anyone else the
 * order does not exist. Every step is announced (ORDERS_EVENTS.withdrawalChanged): the request to the seller, the
 * seller's steps to the buyer.
 */
@Injectable()
export class RecessoService {
  constructor(
    @InjectConfig() private readonly config: OrdersConfig,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly ordini: OrdineRepository,
    private readonly ordiniLetti: OrdineService,
    private readonly eventi: OrdineEvents,
    private readonly catalogo: CatalogoClient,
  ) {}

  async request(actor: Actor, { ordineId, ricambiIds, motivo, dettagli }: RequestWithdrawalRequest): Promise<OrdineDto> {
    const dopo = await this.uow.run(async (tx, emit, hint) => {
      const ordine = await this.ordini.lockForParty(ordineId, { acquirenteId: actor.userId }, tx);
      if (!ordine) throw new DomainError('ORDER_NOT_FOUND');
      const recesso = nuovoRecesso(ordine, { ricambiIds, motivo }, this.config.WITHDRAWAL_WINDOW_SECONDS * 1000, Date.now());
      await tx.recesso.create({
        data: {
          ordineId,
          stato: 'richiesto',
          motivo,
          dettagli: dettagli ?? null,
          importoCentesimi: recesso.importoCentesimi,
          erroreVenditore: recesso.erroreVenditore,
          ricambi: { createMany: { data: recesso.ricambiIds.map((ricambioId) => ({ ricambioId })) } },
        },
      });
      return this.annuncia(ordineId, tx, emit, hint);
    });
    return this.ordiniLetti.toDto(dopo);
  }

  /**
   * Only the next step of the withdrawal's own order; one that moved meanwhile answers WITHDRAWAL_STATUS_INVALID.
   * Parts put on sale again are relisted by catalogue before the step commits: if catalogue cannot be reached the step
   * fails and the seller tries again (relisting is idempotent), so a step never claims parts are on sale when they are not.
   */
  async advance(actor: Actor, correlationId: string, { ordineId, stato, rimettiInVendita }: AdvanceWithdrawalRequest): Promise<OrdineDto> {
    const dopo = await this.uow.run(async (tx, emit, hint) => {
      const ordine = await this.ordini.lockForParty(ordineId, { venditoreId: actor.userId }, tx);
      if (!ordine) throw new DomainError('ORDER_NOT_FOUND');
      const passo = passoRecesso(ordine, { stato, rimettiInVendita }, new Date());
      if (passo.regolaPrima) {
        await this.catalogo.regola(correlationId, ordineId, 'completed');
        await this.ordini.settled(ordineId, tx);
      }
      if (passo.rimetti) await this.catalogo.relist(correlationId, ordineId, passo.rimetti);
      await tx.recesso.update({ where: { ordineId }, data: passo.dati });
      return this.annuncia(ordineId, tx, emit, hint);
    });
    return this.ordiniLetti.toDto(dopo);
  }

  /** The order read again under its lock, after the step: announced to the other party, and the caller's answer. */
  private async annuncia(ordineId: string, tx: Db<PrismaClient>, emit: Emit, hint: Hint): Promise<OrdineCompleto> {
    const ordine = await this.ordini.find(ordineId, tx);
    if (!ordine) throw new Error(`Order ${ordineId} vanished under its lock`);
    await this.eventi.recessoCambiato(ordine, tx, emit, hint);
    return ordine;
  }
}
