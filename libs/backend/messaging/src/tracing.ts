import type { Attributes, Context, Span, TextMapGetter, TextMapSetter } from '@opentelemetry/api';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { JsMsg, MsgHdrs } from 'nats';
import { headers } from 'nats';

/*
 * The spans of NATS requests and events, and the W3C trace context they carry in NATS headers
 * (docs/architecture.md#traces). Callers ask tracingActive() (@ricambiamo/tracing) first: while tracing is off none of
 * this runs, and the messages carry no header.
 */

const tracer = trace.getTracer('@ricambiamo/messaging');

const fromHeaders: TextMapGetter<MsgHdrs | undefined> = {
  keys: (carrier) => carrier?.keys() ?? [],
  get: (carrier, key) => carrier?.get(key) || undefined,
};
const intoHeaders: TextMapSetter<MsgHdrs> = { set: (carrier, key, value) => carrier.set(key, value) };

function headersOf(ctx: Context): MsgHdrs {
  const carrier = headers();
  propagation.inject(ctx, carrier, intoHeaders);
  return carrier;
}

const onSubject = (subject: string, more: Attributes = {}): Attributes => ({
  'messaging.system': 'nats',
  'messaging.destination.name': subject,
  ...more,
});

/** A span and the context in which what it covers runs. */
export interface Traced {
  span: Span;
  context: Context;
}

/** The caller's span of a request, and the headers that make the service's span its child. */
export function requestSpan(subject: string, correlationId: string): { span: Span; headers: MsgHdrs } {
  const span = tracer.startSpan(subject, { kind: SpanKind.CLIENT, attributes: onSubject(subject, { 'ricambiamo.correlation_id': correlationId }) });
  return { span, headers: headersOf(trace.setSpan(context.active(), span)) };
}

/** A service's span of a request it answers, child of the caller's span its headers carry. */
export function handlingSpan(subject: string, carrier: MsgHdrs | undefined): Traced {
  const parent = propagation.extract(ROOT_CONTEXT, carrier, fromHeaders);
  const span = tracer.startSpan(subject, { kind: SpanKind.SERVER, attributes: onSubject(subject) }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** The trace context of the span at hand, as the outbox keeps it with an event; null outside any span. */
export function currentTraceContext(): Record<string, string> | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : null;
}

/**
 * The relay's span of publishing an event, child of the span that wrote it (its trace context from the outbox), and
 * the headers that make its consumers' spans children of it.
 */
export function publishSpan(subject: string, eventId: string, written: Record<string, string>): { span: Span; headers: MsgHdrs } {
  const parent = propagation.extract(ROOT_CONTEXT, written);
  const span = tracer.startSpan(
    `publish ${subject}`,
    { kind: SpanKind.PRODUCER, attributes: onSubject(subject, { 'messaging.message.id': eventId }) },
    parent,
  );
  return { span, headers: headersOf(trace.setSpan(parent, span)) };
}

/**
 * Runs a consumer's work on one delivery in a span of its own, child of the event's publishing span when the message's
 * headers carry one; the span ends with the work.
 */
export async function consuming(msg: JsMsg, durable: string, work: () => Promise<void>): Promise<void> {
  const parent = propagation.extract(ROOT_CONTEXT, msg.headers, fromHeaders);
  const span = tracer.startSpan(
    `process ${msg.subject}`,
    { kind: SpanKind.CONSUMER, attributes: onSubject(msg.subject, { 'messaging.consumer.group.name': durable }) },
    parent,
  );
  try {
    await context.with(trace.setSpan(parent, span), work);
  } finally {
    span.end();
  }
}

/** Marks the span at hand failed, with the error's code or message; nothing outside any span, or with tracing off. */
export function spanFailed(error: unknown): void {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Ends the span, failed with `errorCode` (a DomainError's code) when there is one. */
export function endSpan(span: Span, errorCode?: string): void {
  if (errorCode) {
    span.setAttribute('error.type', errorCode);
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
