import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createGateway } from '../../src/bootstrap';
import { loadGatewayConfig } from '../../src/config';
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
});
