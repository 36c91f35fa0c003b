import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DestinationStream } from 'pino';

/** Where the log lines go and in which shape (LOG_FORMAT): JSON for collectors, readable lines for a developer. */
export type LogFormat = 'json' | 'pretty';

/**
 * What a readable line leaves out: the stack already prefixes each line with the app's name (tools/stack.mjs), and a
 * request's own line says method, path, status and time, so its serialized request and response would only repeat it,
 * as would the error pino-http makes up for a 5xx status (renamed `requestError` by prettyRequests).
 */
const NOT_SHOWN = ['pid', 'hostname', 'service', 'req', 'res', 'responseTime', 'reqId', 'context', 'requestError'].join(',');

/**
 * Readable, one line per entry, written synchronously so that a crash's last lines are not lost. pino-pretty is
 * required here, not when the module loads: a process logging JSON never loads its 30 modules
 * (docs/performance.md#start-up-and-idle-memory).
 */
export function prettyLines(destination?: NodeJS.WritableStream): DestinationStream {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const PinoPretty = require('pino-pretty') as typeof import('pino-pretty');
  return PinoPretty({
    colorize: destination === undefined && process.stdout.isTTY !== false,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: NOT_SHOWN,
    sync: true,
    ...(destination ? { destination } : {}),
  });
}

/**
 * pino-http options for readable logs: a request's one line reads `POST /graphql 200 12 ms`, at warn for a 4xx and at
 * error for a 5xx or a failure. What went wrong inside is logged where it happened, with its stack.
 */
export const prettyRequests = {
  customSuccessMessage: (req: IncomingMessage, res: ServerResponse, responseTime: number) =>
    `${req.method} ${req.url} ${res.statusCode} ${Math.round(responseTime)} ms`,
  customErrorMessage: (req: IncomingMessage, res: ServerResponse, error: Error) =>
    `${req.method} ${req.url} ${res.statusCode} ${error.message}`,
  customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
    error || res.statusCode >= 500 ? ('error' as const) : res.statusCode >= 400 ? ('warn' as const) : ('info' as const),
  customAttributeKeys: { err: 'requestError' },
};
