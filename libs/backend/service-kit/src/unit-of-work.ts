import { Inject, Injectable } from '@nestjs/common';
import type { EventContract, PayloadIn } from '@ricambiamo/contracts';
import type { Hint, SqlExecutor, TransactionRunner } from '@ricambiamo/messaging';
import { enqueueEvent, EVENTS_NATS, LiveHints, OutboxRelay } from '@ricambiamo/messaging';
import type { NatsConnection } from 'nats';
import { DATABASE } from './tokens';

/** Records a domain event in the transaction at hand: published if and only if the transaction commits. */
export type Emit = <E extends EventContract>(contract: E, payload: PayloadIn<E>) => Promise<void>;

/**
 * A state change, the events it causes and the live hints to the users it concerns, in one transaction; after it
 * commits the relay is woken, so the events leave now rather than at its next poll, and the hints go out. The only
 * way a service writes events.
 */
@Injectable()
export class UnitOfWork<Tx extends SqlExecutor = SqlExecutor> {
  constructor(
    @Inject(DATABASE) private readonly db: TransactionRunner<Tx>,
    private readonly relay: OutboxRelay,
    @Inject(EVENTS_NATS) private readonly nc: NatsConnection,
  ) {}

  async run<T>(work: (tx: Tx, emit: Emit, hint: Hint) => Promise<T>): Promise<T> {
    let emitted = false;
    const hints = new LiveHints();
    const result = await this.db.$transaction((tx) =>
      work(
        tx,
        async (contract, payload) => {
          await enqueueEvent(tx, contract, payload);
          emitted = true;
        },
        hints.hint,
      ),
    );
    if (emitted) this.relay.kick();
    hints.publish(this.nc);
    return result;
  }
}
