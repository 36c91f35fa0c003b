import type { OnApplicationShutdown } from '@nestjs/common';
import { ClientNats } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import type { Actor, RequestEnvelope } from '@ricambiamo/contracts';
import { DomainError } from './domain-error';

export interface RpcClientOptions {
  natsUrl: string;
  /** How long a caller waits for a reply before giving up with INTERNAL. */
  timeoutMs?: number;
}

export interface RpcContext {
  actor: Actor | null;
  correlationId: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Request/reply over NATS. Wraps each call in the RequestEnvelope and turns every failure into a DomainError:
 * the service's own code when it sent one, INTERNAL for timeouts, lost connections and anything unexpected.
 */
export class RpcClient implements OnApplicationShutdown {
  private readonly proxy: ClientNats;
  private readonly timeoutMs: number;

  constructor(options: RpcClientOptions) {
    this.proxy = new ClientNats({ servers: [options.natsUrl] });
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** For code outside Nest (tests, benchmarks): a connected client; call close() when done. */
  static async connect(natsUrlOrOptions: string | RpcClientOptions): Promise<RpcClient> {
    const options = typeof natsUrlOrOptions === 'string' ? { natsUrl: natsUrlOrOptions } : natsUrlOrOptions;
    const client = new RpcClient(options);
    await client.proxy.connect();
    return client;
  }

  async send<TRes>(subject: string, data: unknown, ctx: RpcContext): Promise<TRes> {
    const envelope: RequestEnvelope<unknown> = { actor: ctx.actor, correlationId: ctx.correlationId, data };
    try {
      return await firstValueFrom(this.proxy.send<TRes>(subject, envelope).pipe(timeout(this.timeoutMs)));
    } catch (error) {
      throw DomainError.fromWire(error);
    }
  }

  /** Round-trips to the NATS server, for readiness checks. */
  async ping(): Promise<void> {
    const connection = (await this.proxy.connect()) as { flush(): Promise<void> };
    await connection.flush();
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
