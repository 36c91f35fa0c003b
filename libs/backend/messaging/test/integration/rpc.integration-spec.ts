import { Socket } from 'node:net';
import { Controller, Logger } from '@nestjs/common';
import type { INestMicroservice } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Actor } from '@ricambiamo/contracts';
import { rpc } from '@ricambiamo/contracts';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { failure, startNatsServer } from '@ricambiamo/testing';
import { z } from 'zod';
import type { Call } from '../../src';
import { Handles, RpcClient, RpcDomainExceptionFilter, rpcServer } from '../../src';

const PROVA = {
  echo: rpc<{ testo: string; actor: Actor | null; correlationId: string }>()({
    subject: 'prova.echo',
    request: z.object({ testo: z.string().min(2, 'Troppo corto') }),
    access: 'public',
  }),
  soloVenditori: rpc<{ userId: string }>()({
    subject: 'prova.solo-venditori',
    request: z.object({ testo: z.string().min(2, 'Troppo corto') }),
    access: 'venditore',
  }),
  guasto: rpc<never>()({ subject: 'prova.guasto', request: z.object({}), access: 'public' }),
  muto: rpc<never>()({ subject: 'prova.muto', request: z.object({}), access: 'public' }),
  inesistente: rpc<never>()({ subject: 'prova.inesistente', request: z.object({}), access: 'public' }),
  tardivo: rpc<{ testo: string }>()({ subject: 'prova.tardivo', request: z.object({ testo: z.string() }), access: 'public' }),
};

@Controller()
class ProvaController {
  @Handles(PROVA.echo)
  echo({ testo }: { testo: string }, { actor, correlationId }: Call) {
    return Promise.resolve({ testo, actor, correlationId });
  }

  @Handles(PROVA.soloVenditori)
  soloVenditori(_data: object, { actor }: Call<'venditore'>) {
    return Promise.resolve({ userId: actor.userId });
  }

  @Handles(PROVA.guasto)
  guasto(): Promise<never> {
    throw new Error('password=segreta nel messaggio di errore');
  }

  @Handles(PROVA.muto)
  muto(): Promise<never> {
    return new Promise(() => undefined);
  }
}

@Module({ controllers: [ProvaController] })
class ProvaModule {}

/** A service that starts after its caller has asked. */
@Controller()
class TardivoController {
  @Handles(PROVA.tardivo)
  tardivo({ testo }: { testo: string }) {
    return Promise.resolve({ testo });
  }
}

@Module({ controllers: [TardivoController] })
class TardivoModule {}

let nats: PrivateNatsServer;
let service: INestMicroservice;
let client: RpcClient;
const ctx = { actor: null, correlationId: 'corr-42' };

beforeAll(async () => {
  nats = await startNatsServer();
  service = await NestFactory.createMicroservice(ProvaModule, { ...rpcServer(nats.url, 'prova'), logger: false });
  service.useGlobalFilters(new RpcDomainExceptionFilter());
  await service.listen();
  client = await RpcClient.connect({ natsUrl: nats.url, timeoutMs: 500 });
});

afterAll(async () => {
  await client.close();
  await service.close();
  await nats.dispose();
});

describe('request/reply over NATS', () => {
  it('carries the envelope: data, actor and correlation id', async () => {
    const actor = { userId: 'u-1', role: 'acquirente' as const };
    await expect(client.send(PROVA.echo, { testo: 'ciao' }, { actor, correlationId: 'corr-1' })).resolves.toEqual({
      testo: 'ciao',
      actor,
      correlationId: 'corr-1',
    });
  });

  it('gives each of many concurrent calls its own reply, all through the one inbox subscription', async () => {
    const testi = Array.from({ length: 200 }, (_, i) => `testo ${i}`);
    const replies = await Promise.all(testi.map((testo, i) => client.send(PROVA.echo, { testo }, { actor: null, correlationId: `c-${i}` })));
    expect(replies.map((r) => [r.testo, r.correlationId])).toEqual(testi.map((testo, i) => [testo, `c-${i}`]));
  });

  it('turns invalid data into VALIDATION_FAILED with the schema’s messages', async () => {
    const error = await failure(client.send(PROVA.echo, { testo: 'c' }, ctx));
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { testo: 'Troppo corto' } });
  });

  it('enforces the contract’s access before looking at the data', async () => {
    // Invalid data on purpose: an anonymous caller or a buyer must learn about access, not about the schema.
    expect((await failure(client.send(PROVA.soloVenditori, { testo: 'c' }, ctx))).code).toBe('UNAUTHENTICATED');
    const buyer = { actor: { userId: 'u-1', role: 'acquirente' as const }, correlationId: 'c' };
    expect((await failure(client.send(PROVA.soloVenditori, { testo: 'c' }, buyer))).code).toBe('FORBIDDEN');
    const seller = { actor: { userId: 'u-2', role: 'venditore' as const }, correlationId: 'c' };
    expect((await failure(client.send(PROVA.soloVenditori, { testo: 'c' }, seller))).code).toBe('VALIDATION_FAILED');
    await expect(client.send(PROVA.soloVenditori, { testo: 'ciao' }, seller)).resolves.toEqual({ userId: 'u-2' });
  });

  it('hides unexpected errors behind INTERNAL and logs them with the correlation id', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const error = await failure(client.send(PROVA.guasto, {}, ctx));
      expect(error.code).toBe('INTERNAL');
      expect(JSON.stringify(error)).not.toContain('segreta');
      expect(error.fields).toBeUndefined();
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ correlationId: 'corr-42' }), expect.any(String));
    } finally {
      logged.mockRestore();
    }
  });

  it('answers a readiness ping while NATS is up', async () => {
    await expect(client.ping()).resolves.toBeUndefined();
  });

  it('turns a timeout and a subject nobody serves into INTERNAL', async () => {
    expect((await failure(client.send(PROVA.muto, {}, ctx))).code).toBe('INTERNAL');
    // The server's no-responders answer: at once, not after the client's 500 ms.
    const from = Date.now();
    expect((await failure(client.send(PROVA.inesistente, {}, ctx))).code).toBe('INTERNAL');
    expect(Date.now() - from).toBeLessThan(400);
  });

  it('waits for responders when asked to: the request reaches a service that subscribes within the timeout', async () => {
    const waiting = await RpcClient.connect({ natsUrl: nats.url, timeoutMs: 3000, waitForResponders: true });
    let late: INestMicroservice | null = null;
    try {
      const reply = waiting.send(PROVA.tardivo, { testo: 'atteso' }, ctx);
      await new Promise((resolve) => setTimeout(resolve, 300));
      late = await NestFactory.createMicroservice(TardivoModule, { ...rpcServer(nats.url, 'tardivo'), logger: false });
      await late.listen();
      await expect(reply).resolves.toEqual({ testo: 'atteso' });

      // Nobody ever serves it: INTERNAL once the timeout is spent, not at once.
      const from = Date.now();
      expect((await failure(waiting.send(PROVA.inesistente, {}, ctx))).code).toBe('INTERNAL');
      expect(Date.now() - from).toBeGreaterThanOrEqual(2900);
    } finally {
      await waiting.close();
      await late?.close();
    }
  });

  it('still answers after a timed-out call, whose late reply nobody waits for any more', async () => {
    await failure(client.send(PROVA.muto, {}, ctx));
    await expect(client.send(PROVA.echo, { testo: 'dopo' }, ctx)).resolves.toMatchObject({ testo: 'dopo' });
  });

  it('sends the requests made during one turn of the event loop in one write, each still getting its own reply', async () => {
    const written = jest.spyOn(Socket.prototype, 'write');
    try {
      // As HTTP requests read in the same turn do: each asks from a callback of its own.
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          new Promise((resolve) => setImmediate(resolve)).then(() => client.send(PROVA.echo, { testo: `testo ${i}` }, ctx)),
        ),
      );
      expect(replies.map((reply) => reply.testo)).toEqual(Array.from({ length: 20 }, (_, i) => `testo ${i}`));
      const requests = written.mock.calls.filter(([chunk]) => Buffer.from(chunk as Uint8Array).includes('PUB prova.echo'));
      expect(requests).toHaveLength(1);
    } finally {
      written.mockRestore();
    }
  });
});
