import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createGateway } from '../../src/bootstrap';
import { loadGatewayConfig } from '../../src/config';
import { MetricsRegistry } from '@ricambiamo/logging';
import { InternalHttpServer } from '../../src/health/internal-http-server';

describe('operations endpoints of the gateway: public port and internal port', () => {
  // Image storage that cannot work: its folder would sit inside a regular file, so readiness fails with a reason that
  // names a path on the server.
  const notAFolder = join(mkdtempSync(join(tmpdir(), 'gateway-storage-')), 'segreto-del-server');
  writeFileSync(notAFolder, '');
  let app: NestFastifyApplication;
  let publicUrl: string;

  beforeAll(async () => {
    app = await createGateway(
      loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', INTERNAL_HTTP_PORT: '0', STORAGE_DIR: join(notAFolder, 'storage') }),
    );
    await app.listen(0, '127.0.0.1');
    publicUrl = await app.getUrl();
  });

  afterAll(() => app.close());

  it('serves no /metrics and no reason a dependency is down on the public port', async () => {
    expect((await fetch(`${publicUrl}/metrics`)).status).toBe(404);
    for (const path of ['/health', '/health/ready']) {
      const response = await fetch(`${publicUrl}${path}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'error' });
    }
    const live = await fetch(`${publicUrl}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });

  it('serves /metrics and readiness with every reason on the internal port', async () => {
    const internalUrl = await app.get(InternalHttpServer).listen();
    const metrics = await fetch(`${internalUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/process_cpu_seconds_total\{service="gateway"\}/);

    const ready = await fetch(`${internalUrl}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'error',
      info: { nats: { status: 'up' }, redis: { status: 'up' } },
      error: { storage: { status: 'down', message: expect.stringContaining('segreto-del-server') } },
    });
    expect((await fetch(`${internalUrl}/graphql`)).status).toBe(404);
  });

  it('counts every request by route and status, and every GraphQL operation by its root field and outcome', async () => {
    const risposta = await fetch(`${publicUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(risposta.status).toBe(200);
    const metriche = await app.get(MetricsRegistry).metrics();
    expect(metriche).toMatch(/^http_requests_total\{route="\/graphql",method="POST",status="200",service="gateway"\} 1$/m);
    expect(metriche).toMatch(/^graphql_operations_total\{operation="__typename",outcome="ok",service="gateway"\} 1$/m);
    expect(metriche).toMatch(/^graphql_operation_duration_seconds_count\{service="gateway",operation="__typename"\} 1$/m);
    // Earlier requests of this app: a route's pattern, never the path a client asked for.
    expect(metriche).toMatch(/^http_requests_total\{route="\/health\/ready",method="GET",status="503",service="gateway"\} \d+$/m);
  });
});
