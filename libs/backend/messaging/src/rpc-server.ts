import type { OnModuleDestroy } from '@nestjs/common';
import type { CustomStrategy, NatsContext } from '@nestjs/microservices';
import { ServerNats } from '@nestjs/microservices';
import { context, type Span } from '@opentelemetry/api';
import type { Msg, NatsConnection, Subscription } from 'nats';
import { isWireError } from '@ricambiamo/contracts';
import { tracingActive } from '@ricambiamo/tracing';
import type { NatsCredentials } from './nats-connection';
import { natsClientOptions } from './nats-connection';
import { endSpan, handlingSpan } from './tracing';

/**
 * The longest a closing service waits for the replies it owes. A request takes milliseconds; one still in hand after
 * this is stuck, and the app closes within 5 s (docs/security.md, "Shutdown").
 */
export const RPC_DRAIN_MS = 2000;

/** Settles when `work` does or after `ms`, whichever comes first; never rejects. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => undefined), deadline]);
  clearTimeout(timer);
}

/**
 * Nest's NATS server, less one thrown exception per message, and closing without dropping a reply.
 *
 * For every message Nest looks its handler up by the pattern the subscription was made for, read as JSON first in case
 * it was written as an object; a plain subject such as `identity.user.me` makes JSON.parse throw an Error, stack and
 * all, which Nest catches to use the subject as it is. The pattern was normalised when the handler was registered, so
 * only one written as an object needs Nest's reading.
 *
 * Nest closes the connection at once, so a request in hand lost its reply and its caller waited out its whole timeout.
 * This server first stops taking requests (as the app starts closing, when it is a provider: see onModuleDestroy),
 * answers the ones in hand, then closes.
 *
 * While tracing is on, each request is handled in a span of its own, child of the caller's span that its headers
 * carry, and ended when the reply is out (docs/architecture.md#traces).
 */
export class RpcServer extends ServerNats implements OnModuleDestroy {
  /** One per request whose reply is not sent yet; settled once it is. */
  private readonly owed = new Set<Promise<void>>();
  private stopping: Promise<void> | null = null;
  /** The span of each request in hand, while tracing is on. */
  private readonly spans = new WeakMap<Msg, Span>();

  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') ? super.getRouteFromPattern(pattern) : pattern;
  }

  override handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    // A message without a reply subject is no request of ours (RpcClient always asks for a reply): nothing to time.
    if (!tracingActive() || !natsMsg.reply) return super.handleMessage(channel, natsMsg);
    const { span, context: traced } = handlingSpan(channel, natsMsg.headers);
    this.spans.set(natsMsg, span);
    return context.with(traced, () => super.handleMessage(channel, natsMsg));
  }

  /** The caller takes the first packet published as the reply (RpcClient): the request is answered once it is out. */
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (packet: object) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx) as (packet: object) => unknown;
    if (!natsMsg.reply) return publish;
    let sent!: () => void;
    const reply = new Promise<void>((resolve) => {
      sent = resolve;
    });
    this.owed.add(reply);
    void reply.then(() => this.owed.delete(reply));
    const span = tracingActive() ? this.spans.get(natsMsg) : undefined;
    return (packet) => {
      try {
        return publish(packet);
      } finally {
        sent();
        if (span) {
          const { err } = packet as { err?: unknown };
          endSpan(span, err === undefined || err === null ? undefined : isWireError(err) ? err.code : 'INTERNAL');
        }
      }
    };
  }

  /**
   * Early in the app's close, while what a request needs still runs (the outbox relay stops at
   * beforeApplicationShutdown, the database at onApplicationShutdown): the replies go out, and the events the requests
   * committed are relayed with the rest.
   */
  onModuleDestroy(): Promise<void> {
    return this.stopTaking();
  }

  /**
   * Drains the subscriptions, so NATS hands the queue group's requests to the other replicas (or, with none, answers
   * "no responders", which the caller fails on at once), then waits for the replies owed; at most RPC_DRAIN_MS.
   */
  stopTaking(): Promise<void> {
    this.stopping ??= within(
      (async () => {
        // A subscription that cannot drain (the connection lost or closed) takes nothing more either.
        await Promise.all(this.nestSubscriptions().map((subscription) => subscription.drain().catch(() => undefined)));
        await Promise.all(this.owed);
        // The last replies leave before the connection closes.
        await this.connection()?.flush();
      })(),
      RPC_DRAIN_MS,
    );
    return this.stopping;
  }

  override async close(): Promise<void> {
    await this.stopTaking();
    await super.close();
  }

  /** Nest keeps the server's subscriptions private; stopping them is what closing gracefully needs. */
  private nestSubscriptions(): Subscription[] {
    return (this as unknown as { subscriptions: Subscription[] }).subscriptions;
  }

  private connection(): NatsConnection | null {
    try {
      return this.unwrap<NatsConnection>();
    } catch {
      // Never listened.
      return null;
    }
  }
}

/**
 * A service's NATS server, for `connectMicroservice`: every replica joins the queue group named after the service, so
 * NATS hands each request to exactly one of them; reconnects never stop, so a NATS restart pauses the service, not
 * ends it. On a server with users the service logs in as its own, which may listen to its subjects only in this queue
 * group.
 */
export function rpcServer(natsUrl: string, queue: string, credentials?: NatsCredentials): CustomStrategy {
  return { strategy: new RpcServer({ ...natsClientOptions(natsUrl, credentials), queue }) };
}
