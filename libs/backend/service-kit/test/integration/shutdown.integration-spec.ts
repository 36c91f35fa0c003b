import { randomUUID } from 'node:crypto';
import { Controller, Injectable, Module } from '@nestjs/common';
import { commonEnv, port } from '@ricambiamo/config';
import { rpc } from '@ricambiamo/contracts';
import { DomainError, Handles, RpcClient } from '@ricambiamo/messaging';
import { z } from 'zod';
import { startService } from '../../src/start-service';

/** A queue group of this run's own on the machine NATS: no other replica can answer for the service. */
const SERVICE = `prova-chiusura-${randomUUID().slice(0, 8)}`;
const PROVA = { lento: rpc<{ ok: true }>()({ subject: `${SERVICE}.lento`, request: z.object({}), access: 'public' }) };

/** Holds each request until the test lets it go: a request in hand for as long as the test wants. */
@Injectable()
class Cancello {
  entrate = 0;
  private aperto!: () => void;
  readonly apertura = new Promise<void>((resolve) => {
    this.aperto = resolve;
  });

  apri(): void {
    this.aperto();
  }
}

@Controller()
class ProvaController {
  constructor(private readonly cancello: Cancello) {}

  @Handles(PROVA.lento)
  async lento() {
    this.cancello.entrate++;
    await this.cancello.apertura;
    return { ok: true as const };
  }
}

@Module({ controllers: [ProvaController], providers: [Cancello] })
class ProvaModule {}

describe('closing a service started by the kit (machine NATS)', () => {
  it('answers the request in hand before it lets NATS go, refuses new ones at once, and closes within 5 s', async () => {
    const env = commonEnv.extend({ HTTP_PORT: port(0) });
    const app = await startService({ name: SERVICE, env, contracts: PROVA, imports: () => [ProvaModule] }, env.parse({ LOG_LEVEL: 'silent' }));
    const client = await RpcClient.connect({ natsUrl: 'nats://127.0.0.1:4222', timeoutMs: 8000 });
    const ctx = (correlationId: string) => ({ actor: null, correlationId });
    try {
      const cancello = app.get(Cancello);
      const inHand = client.send(PROVA.lento, {}, ctx('in-mano'));
      while (cancello.entrate === 0) await new Promise((resolve) => setTimeout(resolve, 10));

      const started = Date.now();
      const closed = app.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const asked = Date.now();
      const late = await client.send(PROVA.lento, {}, ctx('dopo')).catch((error: unknown) => error);
      const lateAfterMs = Date.now() - asked;
      cancello.apri();

      // Before, Nest closed the connection at once: the reply was lost and the caller waited out its 8 s.
      await expect(inHand).resolves.toEqual({ ok: true });
      await closed;
      expect(Date.now() - started).toBeLessThan(5000);
      // No replica takes it any more: NATS says so at once ("no responders"), and nobody waits out a timeout.
      expect(late).toEqual(new DomainError('INTERNAL'));
      expect(lateAfterMs).toBeLessThan(1000);
      expect(cancello.entrate).toBe(1);
    } finally {
      await client.close();
    }
  }, 30_000);
});
