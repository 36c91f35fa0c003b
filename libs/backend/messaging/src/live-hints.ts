import { Logger } from '@nestjs/common';
import type { ArgomentoLive, LiveHint } from '@ricambiamo/contracts';
import { liveSubject } from '@ricambiamo/contracts';
import type { NatsConnection } from 'nats';

const logger = new Logger('LiveHints');

/** Asks for a hint to a user once the transaction at hand commits (docs/architecture.md#live-updates). */
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

  /**
   * Publishes on NATS core: nobody listening costs nothing, a hint is never the only copy of the data. Never throws:
   * the change has committed, and a connection closing (a replica draining during a deploy) must not turn it into an
   * error for its caller or a retry of an event already applied.
   */
  publish(nc: NatsConnection): void {
    for (const { userId, argomento } of this.pending.values()) {
      try {
        nc.publish(liveSubject(userId), JSON.stringify({ argomento } satisfies LiveHint));
      } catch (error) {
        logger.warn({ err: error, userId, argomento }, 'Live hint not published; the client refetches on its next connection');
      }
    }
    this.pending.clear();
  }
}
