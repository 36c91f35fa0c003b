import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpanKind } from '@opentelemetry/api';

/** A span as a test reads it, whichever process sent it. */
export interface ReceivedSpan {
  /** The `service.name` of the process that made it: the app's name. */
  service: string;
  traceId: string;
  spanId: string;
  /** Empty for the root of its trace. */
  parentSpanId: string;
  name: string;
  kind: SpanKind;
  attributes: Record<string, unknown>;
}

export interface TraceReceiver {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT: spans arrive at `<url>/v1/traces`. */
  url: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

/** OTLP/JSON's shapes, as far as a test reads them. */
interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: KeyValue[] }[] }[];
  }[];
}

const valueOf = ({ stringValue, intValue, boolValue, doubleValue }: AnyValue): unknown =>
  stringValue ?? (intValue === undefined ? undefined : Number(intValue)) ?? boolValue ?? doubleValue;
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/**
 * An OTLP/HTTP receiver in the test process, holding in memory the spans the apps it started export as JSON (what
 * @ricambiamo/tracing's exporter sends to Jaeger): the processes trace exactly as in production.
 */
export async function startTraceReceiver(): Promise<TraceReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.startsWith('application/json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
        const service = String(attributesOf(resource?.attributes)['service.name']);
        for (const span of scopeSpans.flatMap((scope) => scope.spans ?? [])) {
          spans.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? '',
            name: span.name,
            // OTLP counts the kinds from one more than the API.
            kind: span.kind - 1,
            attributes: attributesOf(span.attributes),
          });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The exporters keep their connections alive.
        server.closeAllConnections();
      }),
  };
}
