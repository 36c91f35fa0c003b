import type { ArgomentoLive, LiveHint } from '@ricambiamo/contracts';
import { liveSubject } from '@ricambiamo/contracts';
import type { NatsConnection } from 'nats';

/** Asks for a hint to a user once the transaction at hand commits (DESIGN.md "Live updates"). */
export type Hint = (userId: string, argomento: ArgomentoLive) => void;

/**
 * The hints asked for during one transaction: published only after it commits, so a client never refetches before the
 * change is visible, and never for a change that rolled back. The same hint asked twice goes out once.
 */
export class LiveHints {
  private readonly pending = new Map<string, { userId: string; argomento: ArgomentoLive }>();

  readonly hint: Hint = (userId, argomento) => {
    this.pending.set(`${userId}:${argomento}`, { userId, argomento });
  };

  /** Publishes on NATS core: nobody listening costs nothing, a hint is never the only copy of the data. */
  publish(nc: NatsConnection): void {
    for (const { userId, argomento } of this.pending.values()) {
      nc.publish(liveSubject(userId), JSON.stringify({ argomento } satisfies LiveHint));
    }
    this.pending.clear();
  }
}
