import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { CloseCode } from 'graphql-ws';
import type { MercuriusOptions } from 'mercurius';
import { Gauge } from 'prom-client';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { MetricsRegistry } from '@ricambiamo/logging';
import { AccessTokens } from '../access/access-tokens';
import type { AuthenticatedRequest, GqlContext } from '../common/gql-context';
import { allowedOrigins, GATEWAY_CONFIG, type GatewayConfig } from '../config';
import type { HintQueue } from './hint-queue';
import { LiveSubscriptions } from './live-subscriptions';

export type LiveSubscriptionOptions = Extract<MercuriusOptions['subscription'], object>;

/** The context of a live connection's operations. */
export interface LiveContext extends GqlContext {
  /** The user's hints since before the connection's acknowledgement, for its first subscription (LiveResolver). */
  hintsDallaConnessione?: () => HintQueue | null;
}

/**
 * What a client sends in connection_init: the access token it holds, since a browser cannot put headers on a
 * WebSocket. (The refresh cookie does reach the upgrade, but using it would rotate the session behind the page's back.)
 */
const connectionInit = z.object({ accessToken: z.string().min(1).max(4096) });

/** RFC 6455's "Try Again Later": graphql-ws retries it, as it should when the session store did not answer. */
export const TRY_AGAIN_LATER = 1013;

/** RFC 6455's "Going Away", a server shutting down: graphql-ws clients reconnect, to a replica that stays. */
export const GOING_AWAY = 1001;

/** Pings keep a quiet connection through proxies that drop idle ones (nginx after 60 s) and find dead clients. */
const KEEP_ALIVE_MS = 30_000;

/**
 * What Mercurius calls onConnect on: its connection, with the socket and the upgrade request. Its API hands onConnect
 * the connection_init message alone, and the refusal it sends itself is a `connection_error` message, which
 * graphql-transport-ws does not have: the graphql-ws client then sees close 1005, like a dropped line. The socket
 * lets the gateway close with the protocol's 4403 instead; the integration test checks the code, so a Mercurius
 * release that calls onConnect otherwise shows at once.
 */
interface MercuriusConnection {
  socket: WebSocket;
  context: { request: AuthenticatedRequest };
}

/**
 * The WebSocket side of /graphql (graphql-transport-ws): only pages of the allowed origins may open one, and a
 * connection serves subscriptions only once connection_init proves a session. It keeps its actor while it stays open,
 * even past the token's expiry: a hint carries no data, and every refetch it prompts goes through the usual checks.
 * A logout or a password reset therefore stops the hints at the next reconnection, not at once.
 */
@Injectable()
export class LiveConnections implements BeforeApplicationShutdown {
  private readonly logger = new Logger(LiveConnections.name);
  private readonly allowed: ReadonlySet<string>;
  /** The authenticated connections open on this replica. */
  private readonly sockets = new Set<WebSocket>();

  constructor(
    private readonly tokens: AccessTokens,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    registry: MetricsRegistry,
    private readonly subscriptions: LiveSubscriptions,
  ) {
    // The list the CSRF defence of POST /graphql uses.
    this.allowed = new Set(allowedOrigins(config));
    const sockets = this.sockets;
    new Gauge({
      name: 'live_connections',
      help: 'Live-update connections open on this replica',
      registers: [registry],
      collect() {
        this.set(sockets.size);
      },
    });
    new Gauge({
      name: 'live_users',
      help: 'Users this replica receives live hints for (one NATS subscription each)',
      registers: [registry],
      collect() {
        this.set(subscriptions.users);
      },
    });
  }

  /**
   * Before the HTTP server closes: Fastify's WebSocket plugin would close them without a code (1005), which tells a
   * client nothing; the HTTP drain cuts any peer that has not answered by its deadline.
   */
  beforeApplicationShutdown(): void {
    for (const socket of this.sockets) socket.close(GOING_AWAY, 'Going Away');
  }

  /** Mercurius' `subscription` options for /graphql. */
  options(): LiveSubscriptionOptions {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- onConnect's own `this` is Mercurius' connection.
    const connections = this;
    return {
      verifyClient: (info, next) => (connections.allowsOrigin(info.origin) ? next(true) : next(false, 403)),
      onConnect(this: MercuriusConnection, message: { payload: unknown }) {
        return connections.authenticate(this, message.payload);
      },
      keepAlive: KEEP_ALIVE_MS,
    };
  }

  /**
   * A browser always sends Origin with a WebSocket handshake, and it is what tells another site's page from ours.
   * A client without one is not a browser: it has no ambient credentials to abuse, and still needs a token.
   */
  private allowsOrigin(origin: string | undefined): boolean {
    return origin === undefined || this.allowed.has(origin);
  }

  /**
   * The connection's context for its subscriptions, or false once the socket is closed with the reason.
   *
   * The user's hints are listened to before the connection is acknowledged: the client refetches what it shows on the
   * acknowledgement, and a change committed after that refetch but before its subscription starts waits in this
   * queue, which its first subscription takes (LiveResolver), instead of being missed.
   */
  private async authenticate(
    connection: MercuriusConnection,
    payload: unknown,
  ): Promise<Pick<LiveContext, 'req' | 'correlationId' | 'hintsDallaConnessione'> | false> {
    const init = connectionInit.safeParse(payload);
    try {
      const actor = init.success ? await this.tokens.actorOf(init.data.accessToken) : null;
      if (!actor) {
        connection.socket.close(CloseCode.Forbidden, 'Forbidden');
        return false;
      }
      const hints = await this.subscriptions.of(actor.userId);
      // The client may have gone meanwhile: then nothing is left to count or serve.
      if (connection.socket.readyState !== connection.socket.OPEN) {
        await hints.return();
        return false;
      }
      const req = connection.context.request;
      req.user = actor;
      this.sockets.add(connection.socket);
      let untaken: HintQueue | null = hints;
      connection.socket.once('close', () => {
        this.sockets.delete(connection.socket);
        void untaken?.return();
      });
      const take = () => {
        const taken = untaken;
        untaken = null;
        return taken;
      };
      return { req, correlationId: req.id, hintsDallaConnessione: take };
    } catch (error) {
      // The session store or NATS did not answer: the client retries later.
      this.logger.error({ err: error }, 'Could not set up a live connection');
      connection.socket.close(TRY_AGAIN_LATER, 'Try Again Later');
      return false;
    }
  }
}
