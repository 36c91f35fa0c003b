import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { HealthModule, MetricsModule } from '../../src';

let databaseUp = true;

@Module({
  imports: [
    MetricsModule.forRoot({ service: 'prova' }),
    HealthModule.forRootAsync({
      useFactory: () => ({
        database: () => (databaseUp ? Promise.resolve() : Promise.reject(new Error('connection refused'))),
        nats: () => Promise.resolve(),
      }),
    }),
  ],
})
class ProvaModule {}

let app: NestFastifyApplication;

beforeAll(async () => {
  app = await NestFactory.create<NestFastifyApplication>(ProvaModule, new FastifyAdapter(), { logger: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});

afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.getHttpAdapter().getInstance().inject({ method: 'GET', url });

describe('/health', () => {
  it('is ready only while every dependency answers; liveness never depends on them', async () => {
    databaseUp = true;
    const ready = await get('/health');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, nats: { status: 'up' } } });

    databaseUp = false;
    const down = await get('/health/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'error', error: { database: { status: 'down', message: 'connection refused' } } });
    expect((await get('/health/live')).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('serves Prometheus text with the process metrics, labelled with the service', async () => {
    const response = await get('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/process_cpu_seconds_total\{service="prova"\}/);
  });
});
