import type { OnApplicationShutdown } from '@nestjs/common';
import { ClientNats } from '@nestjs/microservices';
import type { NatsConnection } from 'nats';
import { firstValueFrom, timeout } from 'rxjs';
import type { Actor, ReplyOf, RequestEnvelope, RequestOf, RpcContract } from '@ricambiamo/contracts';
import { DomainError } from './domain-error';
import type { NatsCredentials } from './nats-connection';
import { natsClientOptions } from './nats-connection';

export interface RpcClientOptions {
  natsUrl: string;
  /** The app's NATS user; unset against an open server. */
  credentials?: NatsCredentials;
  /** How long a caller waits for a reply before giving up with INTERNAL; see rpcTimeoutMs for how hops share it. */
  timeoutMs: number;
}

/** Who is asking and which request of the edge this call serves; forwarded with every message. */
export interface RpcContext {
  actor: Actor | null;
  correlationId: string;
}

/** What the client hands to nats.js: it reconnects forever, so a NATS outage of any length heals by itself. */
export function rpcClientNatsOptions(options: RpcClientOptions) {
  return natsClientOptions(options.natsUrl, options.credentials);
}

/**
 * Request/reply over NATS, by contract: the data must be the contract's request and the reply is typed as its reply.
 * Every failure becomes a DomainError: the service's own code when it sent one, INTERNAL for timeouts, lost
 * connections (while NATS is away requests fail at once instead of queueing) and anything unexpected.
 */
export class RpcClient implements OnApplicationShutdown {
  private readonly proxy: ClientNats;
  private readonly timeoutMs: number;

  constructor(options: RpcClientOptions) {
    this.proxy = new ClientNats(rpcClientNatsOptions(options));
    this.timeoutMs = options.timeoutMs;
  }

  /** For code outside Nest (tests, benchmarks): a connected client; call close() when done. */
  static async connect(options: RpcClientOptions): Promise<RpcClient> {
    const client = new RpcClient(options);
    await client.proxy.connect();
    return client;
  }

  async send<C extends RpcContract>(contract: C, data: RequestOf<C>, ctx: RpcContext): Promise<ReplyOf<C>> {
    const envelope: RequestEnvelope<RequestOf<C>> = { actor: ctx.actor, correlationId: ctx.correlationId, data };
    try {
      return await firstValueFrom(this.proxy.send<ReplyOf<C>>(contract.subject, envelope).pipe(timeout(this.timeoutMs)));
    } catch (error) {
      throw DomainError.fromWire(error);
    }
  }

  /** The underlying nats.js connection, for core subscriptions beside the requests (the gateway's live hints). */
  async connection(): Promise<NatsConnection> {
    return (await this.proxy.connect()) as NatsConnection;
  }

  /** Round-trips to the NATS server, for readiness checks: fails while the connection is lost or reconnecting. */
  async ping(): Promise<void> {
    const connection = await this.connection();
    await connection.flush();
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
