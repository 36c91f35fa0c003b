import { Inject, Injectable } from '@nestjs/common';
import type { EventContract, PayloadIn } from '@ricambiamo/contracts';
import type { SqlExecutor, TransactionRunner } from '@ricambiamo/messaging';
import { enqueueEvent, OutboxRelay } from '@ricambiamo/messaging';
import { DATABASE } from './tokens';

/** Records a domain event in the transaction at hand: published if and only if the transaction commits. */
export type Emit = <E extends EventContract>(contract: E, payload: PayloadIn<E>) => Promise<void>;

/**
 * A state change and the events it causes, in one transaction; the relay is woken once it commits, so the events
 * leave now rather than at its next poll. The only way a service writes events.
 */
@Injectable()
export class UnitOfWork<Tx extends SqlExecutor = SqlExecutor> {
  constructor(
    @Inject(DATABASE) private readonly db: TransactionRunner<Tx>,
    private readonly relay: OutboxRelay,
  ) {}

  async run<T>(work: (tx: Tx, emit: Emit) => Promise<T>): Promise<T> {
    let emitted = false;
    const result = await this.db.$transaction((tx) =>
      work(tx, async (contract, payload) => {
        await enqueueEvent(tx, contract, payload);
        emitted = true;
      }),
    );
    if (emitted) this.relay.kick();
    return result;
  }
}
