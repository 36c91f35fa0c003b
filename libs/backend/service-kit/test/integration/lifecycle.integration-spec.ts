import type { OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { Controller, Injectable, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { commonEnv, port } from '@ricambiamo/config';
import { rpc } from '@ricambiamo/contracts';
import { Handles, RpcClient } from '@ricambiamo/messaging';
import { z } from 'zod';
import { startService } from '../../src/start-service';

const PROVA = { servito: rpc<{ ok: true }>()({ subject: 'prova-ciclo.servito', request: z.object({}), access: 'public' }) };

/** Counts the hooks that start a service's background work: the outbox relay, its consumers, the pruner. */
@Injectable()
class Conta implements OnModuleInit, OnApplicationBootstrap {
  init = 0;
  bootstrap = 0;

  onModuleInit(): void {
    this.init++;
  }

  onApplicationBootstrap(): void {
    this.bootstrap++;
  }
}

@Controller()
class ProvaController {
  @Handles(PROVA.servito)
  servito() {
    return Promise.resolve({ ok: true as const });
  }
}

@Module({ controllers: [ProvaController], providers: [Conta] })
class ProvaModule {}

describe('startService on the machine NATS', () => {
  let app: NestFastifyApplication | undefined;

  afterEach(async () => {
    await app?.close();
  });

  it('runs each start-up hook once although the app is also a NATS microservice', async () => {
    const env = commonEnv.extend({ HTTP_PORT: port(0) });
    app = await startService({ name: 'prova-ciclo', env, contracts: PROVA, imports: () => [ProvaModule] }, env.parse({ LOG_LEVEL: 'silent' }));
    const conta = app.get(Conta);
    // Twice would mean two outbox relays, two consumers per durable and a pruner whose first timer nobody stops.
    expect({ init: conta.init, bootstrap: conta.bootstrap }).toEqual({ init: 1, bootstrap: 1 });
    // And it still answers over NATS, its handlers registered with the filters and interceptors of the kit.
    const client = await RpcClient.connect({ natsUrl: 'nats://127.0.0.1:4222', timeoutMs: 5000 });
    try {
      await expect(client.send(PROVA.servito, {}, { actor: null, correlationId: 'ciclo' })).resolves.toEqual({ ok: true });
    } finally {
      await client.close();
    }
  });
});
