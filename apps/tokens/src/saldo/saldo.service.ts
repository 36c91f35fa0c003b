import { Injectable } from '@nestjs/common';
import type { Actor, BalanceDto, DebitRequest, ErrorCode, MovimentoDto } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { Movimento, PrismaClient } from '../generated/prisma/client';
import { toMovimentoDto } from './saldo.dto';
import { creditoEvent } from './saldo.events';
import { AlreadyRecordedError, SaldoRepository } from './saldo.repository';

type Debit = Required<DebitRequest>;

const INSUFFICIENT: Record<Debit['reason'], ErrorCode> = {
  'creazione-inserzione': 'INSUFFICIENT_TOKENS_CREATE',
  'modifica-inserzione': 'INSUFFICIENT_TOKENS_EDIT',
};

/** The key of the refund of the debit made with `debitKey`: derived, so retried refunds find it. */
export const refundKey = (debitKey: string) => `rimborso:${debitKey}`;

/** The key of the credit of a paid checkout session: one per session, whatever the number of webhook deliveries. */
export const purchaseKey = (sessionId: string) => `purchase:${sessionId}`;

const isDebit = (movimento: Movimento) =>
  movimento.reason === 'creazione-inserzione' || movimento.reason === 'modifica-inserzione';

@Injectable()
export class SaldoService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly saldi: SaldoRepository,
  ) {}

  async balance(actor: Actor): Promise<BalanceDto> {
    return { venditoreId: actor.userId, gettoni: await this.saldi.gettoni(actor.userId) };
  }

  /**
   * Takes `amount` tokens once per idempotency key: a repeated key with the same fingerprint and listing answers with
   * the ledger row of the first success and moves nothing, even when the repeats race the first request. The same key
   * with another fingerprint (other content), for another listing, or after its debit was refunded, is
   * IDEMPOTENCY_KEY_REUSED: a key pays for one operation on one listing once, never for a different one (a deleted
   * listing sent again is a new listing), and an undone operation is not redone for free.
   */
  async debit(actor: Actor, debit: Debit): Promise<MovimentoDto> {
    // Catalogue forwards the seller as actor: nobody spends another seller's tokens.
    if (debit.venditoreId !== actor.userId) throw new DomainError('FORBIDDEN');
    const earlier = await this.saldi.findByKey(debit.idempotencyKey);
    if (earlier) return toMovimentoDto(await this.repeated(earlier, debit));
    let movimento: Movimento;
    try {
      movimento = await this.uow.run(async (tx) => {
        const balance = await this.saldi.takeGettoni(debit.venditoreId, debit.amount, tx);
        if (balance === null) {
          // A racing request with this key may have committed while we queued on the row and left too little.
          const first = await this.saldi.findByKey(debit.idempotencyKey, tx);
          if (first) return first;
          throw new DomainError(INSUFFICIENT[debit.reason]);
        }
        // Checked under the row lock takeGettoni holds, so a refund that cancelled the key first is seen here.
        if (await this.saldi.isDebitCancelled(debit.idempotencyKey, tx)) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
        const { venditoreId, amount, reason, idempotencyKey, fingerprint, autoId } = debit;
        return this.saldi.record({ venditoreId, amount: -amount, reason, idempotencyKey, fingerprint, autoId }, balance, tx);
      });
    } catch (error) {
      if (!(error instanceof AlreadyRecordedError)) throw error;
      movimento = (await this.saldi.findByKey(debit.idempotencyKey))!;
    }
    return toMovimentoDto(await this.repeated(movimento, debit));
  }

  /**
   * Gives back what the debit with this key took, once; only its own seller may ask. NOT_FOUND when no debit has the
   * key, and then none ever will: the key is cancelled, so a debit still on its way is refused when it arrives.
   *
   * Why: the caller refunds when it gave up waiting for the debit (a timeout) and reported the operation as failed.
   * The debit may still be queued in tokens, behind a busy balance row; committed after this refund found nothing, it
   * would charge for an operation that never happened. The refund first queues on the seller's row too, so it either
   * comes after the debit's commit and gives it back, or comes first and cancels the key the debit checks under the
   * same lock. A retry with the key is then refused like any key whose debit was undone: the client starts again
   * with a new one, as it does after every answered attempt.
   */
  async refund(actor: Actor, idempotencyKey: string): Promise<MovimentoDto> {
    const refund = await this.uow.run(async (tx, emit) => {
      await this.saldi.lockSaldo(actor.userId, tx);
      const debit = await this.saldi.findByKey(idempotencyKey, tx);
      if (!debit) {
        await this.saldi.cancelDebit(idempotencyKey, actor.userId, tx);
        return null;
      }
      if (!isDebit(debit)) throw new DomainError('NOT_FOUND');
      if (debit.venditoreId !== actor.userId) throw new DomainError('FORBIDDEN');
      // Refunds of one debit queue on the same row lock, so a repeated one finds the first here.
      const earlier = await this.saldi.findRefundOf(debit.id, tx);
      if (earlier) return earlier;
      const balance = await this.saldi.addGettoni(debit.venditoreId, -debit.amount, tx);
      const recorded = await this.saldi.record(
        {
          venditoreId: debit.venditoreId,
          amount: -debit.amount,
          reason: 'rimborso',
          idempotencyKey: refundKey(idempotencyKey),
          refundOfId: debit.id,
        },
        balance,
        tx,
      );
      await emit(...creditoEvent(recorded));
      return recorded;
    });
    if (!refund) throw new DomainError('NOT_FOUND');
    return toMovimentoDto(refund);
  }

  /**
   * `movimento` holds the key already (it may be the row this very request just wrote): the answer for `debit` if it
   * is the same operation, still standing.
   */
  private async repeated(movimento: Movimento, debit: Debit): Promise<Movimento> {
    sameDebit(movimento, debit);
    if (movimento.fingerprint !== debit.fingerprint || movimento.autoId !== debit.autoId) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    if (await this.saldi.findRefundOf(movimento.id)) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    return movimento;
  }

  async ledger(actor: Actor, { limit, after }: { limit: number; after?: string | null }): Promise<MovimentoDto[]> {
    const cursor = after ? await this.saldi.findOwn(actor.userId, after) : null;
    if (after && !cursor) throw new DomainError('NOT_FOUND');
    return (await this.saldi.list(actor.userId, limit, cursor)).map(toMovimentoDto);
  }
}

/** A key reused for a different operation is the caller's bug; answering with the first result would hide it. */
function sameDebit(movimento: Movimento, debit: Debit): Movimento {
  const same =
    movimento.venditoreId === debit.venditoreId && movimento.amount === -debit.amount && movimento.reason === debit.reason;
  if (!same) throw new DomainError('VALIDATION_FAILED');
  return movimento;
}
