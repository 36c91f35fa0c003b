import { Controller, Logger } from '@nestjs/common';
import type { INestMicroservice } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { startNatsServer } from '@ricambiamo/testing';
import { z } from 'zod';
import type { DomainError } from '../../src';
import { natsServerOptions, parseEnvelope, requireRole, RpcClient, RpcDomainExceptionFilter } from '../../src';

const echoSchema = z.object({ testo: z.string().min(2, 'Troppo corto') });

@Controller()
class ProvaController {
  @MessagePattern('prova.echo')
  echo(@Payload() payload: unknown) {
    const request = parseEnvelope(echoSchema, payload);
    return { testo: request.data.testo, actor: request.actor, correlationId: request.correlationId };
  }

  @MessagePattern('prova.solo-venditori')
  soloVenditori(@Payload() payload: unknown) {
    return { userId: requireRole(parseEnvelope(z.unknown(), payload), 'venditore').userId };
  }

  @MessagePattern('prova.guasto')
  guasto(): never {
    throw new Error('password=segreta nel messaggio di errore');
  }

  @MessagePattern('prova.muto')
  muto(): Promise<never> {
    return new Promise(() => undefined);
  }
}

@Module({ controllers: [ProvaController] })
class ProvaModule {}

let nats: PrivateNatsServer;
let service: INestMicroservice;
let client: RpcClient;
const ctx = { actor: null, correlationId: 'corr-42' };

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected the request to fail');
}

beforeAll(async () => {
  nats = await startNatsServer();
  service = await NestFactory.createMicroservice(ProvaModule, { ...natsServerOptions(nats.url, 'prova'), logger: false });
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
    await expect(client.send('prova.echo', { testo: 'ciao' }, { actor, correlationId: 'corr-1' })).resolves.toEqual({
      testo: 'ciao',
      actor,
      correlationId: 'corr-1',
    });
  });

  it('turns invalid data into VALIDATION_FAILED with the schema’s messages', async () => {
    const error = await failure(client.send('prova.echo', { testo: 'c' }, ctx));
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { testo: 'Troppo corto' } });
  });

  it('rejects a missing actor and a wrong role with their codes', async () => {
    expect((await failure(client.send('prova.solo-venditori', {}, ctx))).code).toBe('UNAUTHENTICATED');
    const buyer = { actor: { userId: 'u-1', role: 'acquirente' as const }, correlationId: 'c' };
    expect((await failure(client.send('prova.solo-venditori', {}, buyer))).code).toBe('FORBIDDEN');
    const seller = { actor: { userId: 'u-2', role: 'venditore' as const }, correlationId: 'c' };
    await expect(client.send('prova.solo-venditori', {}, seller)).resolves.toEqual({ userId: 'u-2' });
  });

  it('hides unexpected errors behind INTERNAL and logs them with the correlation id', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const error = await failure(client.send('prova.guasto', {}, ctx));
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
    expect((await failure(client.send('prova.muto', {}, ctx))).code).toBe('INTERNAL');
    expect((await failure(client.send('prova.inesistente', {}, ctx))).code).toBe('INTERNAL');
  });
});
