import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a closing HTTP server lets what it has in hand finish (a request, a WebSocket's close handshake) before it
 * cuts the connections left. With the other steps of a shutdown an app closes within 5 s (docs/security.md, "Shutdown").
 */
export const HTTP_DRAIN_MS = 2000;

/**
 * Bounds the close of an HTTP server. server.close() waits for every connection to end but ends only the idle ones
 * itself, so a close could wait a minute and more:
 * - a keep-alive connection whose request was in hand when closing began stays open after its answer, until the client
 *   lets it go (undici after 71 s, nginx after 60 s, a browser later still);
 * - a client stalled in the middle of its request holds it until it gives up;
 * - a WebSocket peer that never answers its close frame holds it for the 30 s ws waits.
 *
 * Once draining, an answer not yet started says Connection: close, a connection whose answer is done is ended, and
 * whatever is still open at the deadline is destroyed, upgraded sockets included.
 */
export class HttpDrain {
  private readonly sockets = new Set<Socket>();
  private readonly answering = new Set<ServerResponse>();
  private draining = false;

  constructor(
    private readonly server: Server,
    private readonly graceMs = HTTP_DRAIN_MS,
  ) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      this.answering.add(response);
      if (this.draining) lastOnItsConnection(response);
      // Emitted once Node has let go of the socket: an answer whose headers left before the drain began ends here.
      response.once('close', () => {
        this.answering.delete(response);
        if (this.draining) server.closeIdleConnections();
      });
    });
  }

  /** Call as the server stops listening: its close then takes at most `graceMs`. */
  start(): void {
    if (this.draining) return;
    this.draining = true;
    for (const response of this.answering) lastOnItsConnection(response);
    this.server.closeIdleConnections();
    const deadline = setTimeout(() => {
      for (const socket of this.sockets) socket.destroy();
    }, this.graceMs);
    deadline.unref();
    this.server.once('close', () => clearTimeout(deadline));
  }
}

function lastOnItsConnection(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
}

/** A Fastify app whose close is bounded by HttpDrain: it drains from Fastify's preClose, as the server stops listening. */
export function drainOnClose(fastify: FastifyInstance, graceMs = HTTP_DRAIN_MS): void {
  const drain = new HttpDrain(fastify.server, graceMs);
  fastify.addHook('preClose', (done) => {
    drain.start();
    done();
  });
}
