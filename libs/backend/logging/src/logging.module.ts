import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { DynamicModule, OnApplicationShutdown } from '@nestjs/common';
import { Injectable, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { flushTraces, QUIET_PATHS, tracingActive } from '@ricambiamo/tracing';
import { type LogFormat, prettyLines, prettyRequests } from './pretty';
import { RpcLoggingInterceptor } from './rpc-logging.interceptor';
import { traceIds } from './trace-ids';

export interface LoggingOptions {
  /** Added to every line, so one log stream can hold every app. */
  service: string;
  level: string;
  format: LogFormat;
}

/** The header the gateway reads or sets, and forwards to services as the envelope's correlationId. */
export const CORRELATION_HEADER = 'x-correlation-id';

/** Credentials and personal secrets never reach a log line, wherever they sit in a request or a payload. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confermaPassword',
  '*.passwordHash',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.data.password',
  '*.data.confermaPassword',
  '*.data.token',
  '*.data.refreshToken',
];

/** Accepts any Node request (HTTP/1 or HTTP/2), so it can serve as Fastify's genReqId too. */
export function correlationIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const header = req.headers[CORRELATION_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w.-]{1,100}$/.test(value) ? value : randomUUID();
}

/**
 * What an HTTP request's log lines say of it: which request, from where (behind the ingress the socket's address is the
 * proxy's, so its `x-forwarded-for` too) and from what client; no other header. pino-http serializes its request into
 * a child logger for every request, before the level is known, so the whole header set was copied, stringified and
 * redacted even when nothing was written (a few percent of a gateway request).
 */
export function requestSummary(req: {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  headers?: Record<string, string | string[] | undefined>;
}) {
  return {
    id: req.id,
    method: req.method,
    url: req.url,
    remoteAddress: req.remoteAddress,
    forwardedFor: req.headers?.['x-forwarded-for'],
    userAgent: req.headers?.['user-agent'],
  };
}

/** The spans of the app's last requests leave with the app rather than being lost with the process. */
@Injectable()
class TracesFlush implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return flushTraces();
  }
}

/**
 * Logs through pino for the whole app; HTTP requests carry their correlation id as `reqId`, and while tracing is on
 * every line written in a kept trace its `trace_id` and `span_id`. One line per request either way: as JSON
 * (production, collectors), or readable (`npm start`), where it reads `POST /graphql 200 12 ms`.
 */
@Module({})
export class LoggingModule {
  static forRoot(options: LoggingOptions): DynamicModule {
    const pretty = options.format === 'pretty';
    const pinoOptions = {
      level: options.level,
      base: { service: options.service },
      // Tracing starts before the app's modules are built (@ricambiamo/tracing/preload): off, no line pays for it.
      ...(tracingActive() ? { mixin: traceIds } : {}),
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { req: requestSummary },
      genReqId: (req: IncomingMessage) => correlationIdOf(req),
      autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.some((path) => req.url?.startsWith(path)) },
      ...(pretty ? prettyRequests : {}),
    };
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: pretty ? [pinoOptions, prettyLines()] : pinoOptions })],
      providers: [RpcLoggingInterceptor, TracesFlush],
      exports: [LoggerModule, RpcLoggingInterceptor],
    };
  }
}
