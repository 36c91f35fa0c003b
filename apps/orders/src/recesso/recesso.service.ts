import { Injectable } from '@nestjs/common';
import type { Actor, AdvanceWithdrawalRequest, OrdineDto, RequestWithdrawalRequest, StatoRecesso } from '@ricambiamo/contracts';
import { MESSAGGI_RECESSO, PROSSIMO_STATO_RECESSO } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { OrdersConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { EventiOrdine } from '../ordine/eventi-ordine';
import { recessoEntro } from '../ordine/ordine.dto';
import { OrdineRepository } from '../ordine/ordine.repository';
import { OrdineService } from '../ordine/ordine.service';

const IL: Record<Exclude<StatoRecesso, 'richiesto'>, 'accettatoIl' | 'ricevutoIl' | 'rimborsatoIl'> = {
  accettato: 'accettatoIl',
  ricevuto: 'ricevutoIl',
  rimborsato: 'rimborsatoIl',
};

/**
 * A consumer's withdrawal from a completed order (Codice del Consumo art. 52–59): the buyer asks for it within the
 * window, naming the parts and the reason; the order's seller then accepts the return, marks the parts received and
 * records the refund by bank transfer. Each step under the order's row lock, by its own party only: to anyone else the
 * order does not exist.
 */
@Injectable()
export class RecessoService {
  constructor(
    @InjectConfig() private readonly config: OrdersConfig,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly ordini: OrdineRepository,
    private readonly ordiniLetti: OrdineService,
    private readonly eventi: EventiOrdine,
  ) {}

  async request(actor: Actor, { ordineId, ricambiIds, motivo, dettagli }: RequestWithdrawalRequest): Promise<OrdineDto> {
    await this.uow.run(async (tx, _emit, hint) => {
      const ordine = await this.ordini.lockForParty(ordineId, { acquirenteId: actor.userId }, tx);
      if (!ordine) throw new DomainError('ORDER_NOT_FOUND');
      if (ordine.stato !== 'completed' || ordine.officinaRagioneSociale !== null) throw new DomainError('WITHDRAWAL_NOT_ALLOWED');
      if (ordine.recesso) throw new DomainError('WITHDRAWAL_EXISTS');
      if (!recessoEntro(ordine, this.config.WITHDRAWAL_WINDOW_SECONDS * 1000)) throw new DomainError('WITHDRAWAL_EXPIRED');
      const resi = ordine.ricambi.filter((r) => ricambiIds.includes(r.ricambioId));
      if (resi.length !== ricambiIds.length) throw new DomainError('VALIDATION_FAILED', { ricambiIds: MESSAGGI_RECESSO.ricambi });
      await tx.recesso.create({
        data: {
          ordineId,
          stato: 'richiesto',
          motivo,
          dettagli: dettagli ?? null,
          importoCentesimi: resi.reduce((somma, r) => somma + r.prezzoCentesimi + r.spedizioneCentesimi, 0),
          ricambi: { createMany: { data: resi.map((r) => ({ ricambioId: r.ricambioId })) } },
        },
      });
      this.eventi.hintParti(ordine, hint);
    });
    return this.ordiniLetti.get(actor, ordineId);
  }

  /** Only the next step of the withdrawal's own order; one that moved meanwhile answers WITHDRAWAL_STATUS_INVALID. */
  async advance(actor: Actor, { ordineId, stato }: AdvanceWithdrawalRequest): Promise<OrdineDto> {
    await this.uow.run(async (tx, _emit, hint) => {
      const ordine = await this.ordini.lockForParty(ordineId, { venditoreId: actor.userId }, tx);
      if (!ordine) throw new DomainError('ORDER_NOT_FOUND');
      if (!ordine.recesso || PROSSIMO_STATO_RECESSO[ordine.recesso.stato] !== stato) throw new DomainError('WITHDRAWAL_STATUS_INVALID');
      await tx.recesso.update({ where: { ordineId }, data: { stato, [IL[stato]]: new Date() } });
      this.eventi.hintParti(ordine, hint);
    });
    return this.ordiniLetti.get(actor, ordineId);
  }
}
