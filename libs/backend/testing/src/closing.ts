import { connect, type Socket } from 'node:net';

/**
 * How long `close` took in ms, or Infinity when it was still running after `limitMs` (it goes on in the background):
 * a test of a close that hangs fails at the limit instead of waiting for it.
 */
export async function timeToClose(close: () => Promise<unknown>, limitMs = 10_000): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), limitMs);
  });
  try {
    return await Promise.race([close().then(() => Date.now() - started), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** An HTTP answer as it arrived on the wire: its status and Connection header. */
export interface RawAnswer {
  status: number;
  connection: string | null;
  body: string;
}

/**
 * A client's own TCP connection to an HTTP server, written a piece at a time: a request can be left half sent (a
 * slow upload, a client gone silent), and the connection stays open for as long as the server keeps it (keep-alive).
 */
export class RawHttpConnection {
  private received = Buffer.alloc(0);
  /** Resolves once the server has ended or cut the connection. */
  readonly closed: Promise<void>;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    // A reset is how a server cuts a connection: `closed` reports it.
    socket.on('error', () => undefined);
  }

  static open(url: string): Promise<RawHttpConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.off('error', reject);
        resolve(new RawHttpConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  /** The first answer received, once its headers and the body its Content-Length announces are in. */
  answer(): RawAnswer | null {
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...headers] = this.received.subarray(0, end).toString('latin1').split('\r\n');
    const header = (name: string) =>
      headers.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? null;
    const body = this.received.subarray(end + 4);
    if (body.length < Number(header('content-length') ?? 0)) return null;
    return { status: Number(statusLine.split(' ')[1]), connection: header('connection'), body: body.toString('utf8') };
  }

  destroy(): void {
    this.socket.destroy();
  }
}
