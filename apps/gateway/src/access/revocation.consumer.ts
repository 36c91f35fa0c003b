import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { AtLeastOnceConsumer, RpcClient } from '@ricambiamo/messaging';
import { RevokedSessions } from './revoked-sessions';

/** One durable for every replica: each revocation is written once, by whichever replica takes it, and reaches all. */
export const REVOCATIONS_DURABLE = 'gateway-sessions';

/**
 * Every session identity ends, whatever ended it (a logout, a stolen refresh token presented again, a password reset),
 * goes into the revocation list, so its access tokens stop working on every replica within a second
 * (docs/security.md, "Session revocation"). Identity announces each revocation with the commit that makes it; writing
 * it again is harmless, so an event that arrives twice, or after logout already wrote it, changes nothing.
 */
@Injectable()
export class RevocationConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: AtLeastOnceConsumer<typeof IDENTITY_EVENTS.sessionsRevoked>;

  constructor(rpc: RpcClient, revoked: RevokedSessions) {
    // On the connection the replica sends its requests on: same user, one connection per replica.
    this.consumer = new AtLeastOnceConsumer(() => rpc.connection(), {
      durable: REVOCATIONS_DURABLE,
      events: [IDENTITY_EVENTS.sessionsRevoked],
      handle: (event) => revoked.revoke(event.payload.sessionIds),
    });
  }

  onApplicationBootstrap(): void {
    this.consumer.start();
  }

  /** Before the connections close: the revocation in hand is written and acknowledged. */
  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}
