import type { OnApplicationShutdown } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { ConnectionOptions, MsgHdrs, NatsConnection } from 'nats';
import { connect, createInbox, Events, JSONCodec } from 'nats';
import type { Actor, ReplyOf, RequestEnvelope, RequestOf, RpcContract } from '@ricambiamo/contracts';
import { tracingActive } from '@ricambiamo/tracing';
import { DomainError } from './domain-error';
import type { NatsCredentials } from './nats-connection';
import { natsClientOptions } from './nats-connection';
import { endSpan, requestSpan } from './tracing';

export interface RpcClientOptions {
  natsUrl: string;
  /** The app's NATS user; unset against an open server. */
  credentials?: NatsCredentials;
  /** How long a caller waits for a reply before giving up with INTERNAL; see rpcTimeoutMs for how hops share it. */
  timeoutMs: number;
  /**
   * When nobody serves the subject (every replica of the service is down: a restore, a stop-and-start deploy), ask
   * again after a growing pause until the timeout, instead of failing at once. Nothing was delivered, so even a write
   * is safe to send again. The edge waits (docs/architecture.md#messaging); a service fails at once.
   */
  waitForResponders?: boolean;
}

/** Who is asking and which request of the edge this call serves; forwarded with every message. */
export interface RpcContext {
  actor: Actor | null;
  correlationId: string;
}

/** What the client hands to nats.js: it reconnects forever, so a NATS outage of any length heals by itself. */
export function rpcClientNatsOptions(options: RpcClientOptions): ConnectionOptions {
  return natsClientOptions(options.natsUrl, options.credentials);
}

/** A request waiting for its reply, with what to publish again while nobody serves its subject. */
interface Pending {
  resolve: (data: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  request: Outgoing;
  /** How many times nobody served it. */
  unserved: number;
}

interface Outgoing {
  nc: NatsConnection;
  subject: string;
  data: Uint8Array;
  token: string;
  headers?: MsgHdrs;
}

/** The pause before asking again a subject nobody served: 50 ms, doubling, at most 500 ms. */
export const unservedPauseMs = (unserved: number): number => Math.min(50 * 2 ** (unserved - 1), 500);

/** The reply of a Nest microservice handler: one message with the response or the error. */
interface ReplyPacket<T> {
  response?: T;
  err?: unknown;
}

const codec = JSONCodec<unknown>();

/** A request as @nestjs/microservices' NATS transport carries it: a packet with an id gets one reply, on the reply subject. */
export const requestPacket = <T>(subject: string, id: string, envelope: RequestEnvelope<T>) => ({ pattern: subject, id, data: envelope });

/**
 * Request/reply over NATS, by contract: the data must be the contract's request and the reply is typed as its reply.
 * It speaks the wire format of @nestjs/microservices' NATS transport (a packet with an id gets one reply), which the
 * services serve, and every request's reply comes to one inbox subscription of the client, told apart by the last
 * token of its subject. Nest's ClientNats subscribed and dropped an inbox of its own per call (two protocol messages
 * and a change of interest on the server more per call), and nats.js' own request builds an Error per call even when
 * it succeeds.
 * Every failure becomes a DomainError: the service's own code when it sent one, INTERNAL for timeouts, subjects
 * nobody serves, lost connections (while NATS is away requests fail at once instead of queueing) and anything unexpected.
 */
export class RpcClient implements OnApplicationShutdown {
  private readonly logger = new Logger(RpcClient.name);
  private readonly natsOptions: ConnectionOptions;
  private readonly timeoutMs: number;
  private readonly waitForResponders: boolean;
  private connecting: Promise<NatsConnection> | null = null;
  /** The open connection while the server answers; null before the first connect and while it is lost. */
  private connected: NatsConnection | null = null;
  /** Where replies arrive: the inbox subscription's subject without its last token. */
  private replyBase = '';
  private readonly pending = new Map<string, Pending>();
  private lastToken = 0;
  /** Requests made during this turn of the event loop, published together at its end (see `request`). */
  private outgoing: Outgoing[] = [];

  constructor(options: RpcClientOptions) {
    this.natsOptions = rpcClientNatsOptions(options);
    this.timeoutMs = options.timeoutMs;
    this.waitForResponders = options.waitForResponders ?? false;
  }

  /** For code outside Nest (tests, benchmarks): a connected client; call close() when done. */
  static async connect(options: RpcClientOptions): Promise<RpcClient> {
    const client = new RpcClient(options);
    await client.connection();
    return client;
  }

  send<C extends RpcContract>(contract: C, data: RequestOf<C>, ctx: RpcContext): Promise<ReplyOf<C>> {
    // Not async itself: untraced, the exchange's promise is the caller's, with no promise more on every request.
    return tracingActive() ? this.traced(contract, data, ctx) : this.exchange(contract, data, ctx);
  }

  private async traced<C extends RpcContract>(contract: C, data: RequestOf<C>, ctx: RpcContext): Promise<ReplyOf<C>> {
    const { span, headers } = requestSpan(contract.subject, ctx.correlationId);
    try {
      const reply = await this.exchange(contract, data, ctx, headers);
      endSpan(span);
      return reply;
    } catch (error) {
      endSpan(span, (error as DomainError).code);
      throw error;
    }
  }

  private async exchange<C extends RpcContract>(contract: C, data: RequestOf<C>, ctx: RpcContext, headers?: MsgHdrs): Promise<ReplyOf<C>> {
    const envelope: RequestEnvelope<RequestOf<C>> = { actor: ctx.actor, correlationId: ctx.correlationId, data };
    let reply: ReplyPacket<ReplyOf<C>>;
    try {
      const nc = this.connected ?? (await this.connection());
      reply = codec.decode(await this.request(nc, contract.subject, envelope, headers)) as ReplyPacket<ReplyOf<C>>;
    } catch {
      throw new DomainError('INTERNAL');
    }
    if (reply.err !== undefined && reply.err !== null) throw DomainError.fromWire(reply.err);
    // A handler that returned nothing: its reply carries no value (handlers answer `{ ok: true }` instead).
    if (reply.response === undefined) throw new DomainError('INTERNAL');
    return reply.response;
  }

  /**
   * Sends the envelope as Nest's packet, whose id (any value makes it a request) is the reply subject's token, and
   * resolves with the reply's payload; rejects on timeout and on an empty reply (nobody serves the subject: the 503),
   * unless the client waits for responders.
   * The packet leaves at the end of this turn of the event loop, with every other request made during it: nats.js
   * writes what is published in one go as one write to the socket, where requests of HTTP requests read in the same
   * turn used to go out one write each, and the server and the service then read them one at a time too.
   * `headers` carry the request's trace, while tracing is on.
   */
  private request(nc: NatsConnection, subject: string, envelope: RequestEnvelope<unknown>, headers?: MsgHdrs): Promise<Uint8Array> {
    const token = (++this.lastToken).toString(36);
    const data = codec.encode(requestPacket(subject, token, envelope));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(new Error(`no reply on ${subject} within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      const request = { nc, subject, data, token, headers };
      this.pending.set(token, { resolve, reject, timer, request, unserved: 0 });
      this.enqueue(request);
    });
  }

  private enqueue(request: Outgoing): void {
    if (this.outgoing.push(request) === 1) setImmediate(() => this.publishOutgoing());
  }

  private publishOutgoing(): void {
    const outgoing = this.outgoing;
    this.outgoing = [];
    for (const { nc, subject, data, token, headers } of outgoing) {
      try {
        nc.publish(subject, data, { reply: this.replyBase + token, headers });
      } catch (error) {
        this.fail(token, error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  /** The request still waiting on `token`, no longer waiting: its timer stopped. */
  private take(token: string): Pending | undefined {
    const pending = this.pending.get(token);
    if (!pending) return undefined;
    this.pending.delete(token);
    clearTimeout(pending.timer);
    return pending;
  }

  private fail(token: string, error: Error): void {
    this.take(token)?.reject(error);
  }

  private settle(subject: string, data: Uint8Array): void {
    const token = subject.slice(this.replyBase.length);
    if (data.length === 0) this.unserved(token);
    else this.take(token)?.resolve(data);
  }

  /** Nobody serves the request's subject: fail at once, or ask again after a pause while the timeout allows. */
  private unserved(token: string): void {
    const pending = this.pending.get(token);
    if (!pending) return;
    if (!this.waitForResponders) {
      this.fail(token, new Error('empty reply: nobody serves the subject'));
      return;
    }
    pending.unserved++;
    setTimeout(() => {
      // Answered by the timeout meanwhile, or the connection is gone: NATS away fails at once, as ever.
      if (this.pending.get(token) !== pending) return;
      if (this.connected !== pending.request.nc) this.fail(token, new Error('NATS connection lost, reconnecting'));
      else this.enqueue(pending.request);
    }, unservedPauseMs(pending.unserved)).unref();
  }

  /**
   * The nats.js connection, opened on first use (for core subscriptions beside the requests: the gateway's live hints).
   * Rejects while the connection is lost, so callers fail at once; a first connect that failed is tried again next time.
   */
  async connection(): Promise<NatsConnection> {
    if (this.connected) return this.connected;
    if (this.connecting) {
      const nc = await this.connecting;
      if (this.connected !== nc) throw new Error('NATS connection lost, reconnecting');
      return nc;
    }
    this.connecting = connect(this.natsOptions).then(
      (nc) => {
        // nats.js subscribes it again after every reconnect.
        this.replyBase = `${createInbox(this.natsOptions.inboxPrefix)}.`;
        nc.subscribe(`${this.replyBase}*`, {
          callback: (error, msg) => {
            if (error) this.logger.error(`NATS inbox: ${error.message}`);
            else this.settle(msg.subject, msg.data);
          },
        });
        this.connected = nc;
        void this.followStatus(nc);
        return nc;
      },
      (error: unknown) => {
        this.connecting = null;
        throw error;
      },
    );
    return this.connecting;
  }

  private async followStatus(nc: NatsConnection): Promise<void> {
    for await (const { type, data } of nc.status()) {
      const detail = typeof data === 'object' ? JSON.stringify(data) : String(data);
      if (type === Events.Disconnect) {
        this.connected = null;
        this.logger.error(`NATS connection lost (${detail}): requests fail until it is back`);
      } else if (type === Events.Reconnect) {
        this.connected = nc;
        this.logger.log(`NATS connection back (${detail})`);
      } else if (type === Events.Error) {
        this.logger.error(`NATS error: ${detail}`);
      }
    }
  }

  /** Round-trips to the NATS server, for readiness checks: fails while the connection is lost or reconnecting. */
  async ping(): Promise<void> {
    const connection = await this.connection();
    await connection.flush();
  }

  async close(): Promise<void> {
    const connecting = this.connecting;
    this.connecting = null;
    this.connected = null;
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new Error('client closed'));
    }
    this.pending.clear();
    this.outgoing = [];
    const nc = await connecting?.catch(() => null);
    if (nc && !nc.isClosed()) await nc.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
