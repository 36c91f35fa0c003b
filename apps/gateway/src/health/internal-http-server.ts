import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { HttpDrain, MetricsRegistry, Readiness } from '@ricambiamo/logging';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/**
 * The gateway's port for operators, never published: Prometheus scrapes /metrics here, and /health/ready names each
 * dependency with the reason it is down. The public port has no /metrics and answers readiness with its status only.
 */
@Injectable()
export class InternalHttpServer implements OnApplicationShutdown {
  private readonly server = createServer((request, response) => {
    this.answer(request, response).catch(() => {
      response.writeHead(500).end();
    });
  });
  /** A scrape in hand as the gateway stops would keep Prometheus' keep-alive connection, and the close, waiting. */
  private readonly drain = new HttpDrain(this.server);

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly registry: MetricsRegistry,
    private readonly readiness: Readiness,
  ) {}

  /** Listens on INTERNAL_HTTP_HOST and INTERNAL_HTTP_PORT; resolves with the URL (port 0 takes a free one). */
  async listen(): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.config.INTERNAL_HTTP_PORT, this.config.INTERNAL_HTTP_HOST, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const { address, port: bound } = this.server.address() as AddressInfo;
    return `http://${address.includes(':') ? `[${address}]` : address}:${bound}`;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server.listening) return;
    this.drain.start();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://internal').pathname;
    if (request.method === 'GET' && path === '/metrics') {
      const metrics = await this.registry.metrics();
      response.writeHead(200, { 'content-type': this.registry.contentType }).end(metrics);
    } else if (request.method === 'GET' && path === '/health/ready') {
      const report = await this.readiness.report();
      response.writeHead(report.status === 'ok' ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(report));
    } else {
      response.writeHead(404).end();
    }
  }
}
