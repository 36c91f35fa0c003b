import { Inject, Injectable } from '@nestjs/common';
import type { EventContract, PayloadIn } from '@ricambiamo/contracts';
import { inTransazione } from '@ricambiamo/database';
import type { Hint, SqlExecutor, TransactionRunner } from '@ricambiamo/messaging';
import { enqueueEvent, EVENTS_NATS, LiveHints, OutboxRelay, pgSqlExecutor } from '@ricambiamo/messaging';
import type { NatsConnection } from 'nats';
import type { Pool, PoolClient } from 'pg';
import { DATABASE, SQL_POOL } from './tokens';

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
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly relay: OutboxRelay,
    @Inject(EVENTS_NATS) private readonly nc: NatsConnection,
  ) {}

  run<T>(work: (tx: Tx, emit: Emit, hint: Hint) => Promise<T>): Promise<T> {
    return this.within((attach) => this.db.$transaction((tx) => attach(tx, tx)), work);
  }

  /**
   * As run, on a client of the pool under the Prisma client, in plain SQL: for the one hot write whose statements are
   * few and fixed (placing an order), where Prisma's cost per statement was most of the work
   * (docs/performance.md#placing-an-order).
   */
  runSql<T>(work: (client: PoolClient, emit: Emit, hint: Hint) => Promise<T>): Promise<T> {
    return this.within((attach) => inTransazione(this.pool, (client) => attach(client, pgSqlExecutor(client))), work);
  }

  private async within<C, T>(
    transaction: (attach: (client: C, outbox: SqlExecutor) => Promise<T>) => Promise<T>,
    work: (client: C, emit: Emit, hint: Hint) => Promise<T>,
  ): Promise<T> {
    let emitted = false;
    const hints = new LiveHints();
    const result = await transaction((client, outbox) =>
      work(
        client,
        async (contract, payload) => {
          await enqueueEvent(outbox, contract, payload);
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
