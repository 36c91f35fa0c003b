import { NATS_ROLES } from '@ricambiamo/messaging';
import { REVOCATIONS_DURABLE } from './revocation.consumer';

describe('RevocationConsumer', () => {
  it("consumes under a durable the gateway's NATS user may read, and no other", () => {
    expect(NATS_ROLES.gateway.consumesAtLeastOnce).toEqual([REVOCATIONS_DURABLE]);
  });
});
