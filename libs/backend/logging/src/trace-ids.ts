import { trace, TraceFlags } from '@opentelemetry/api';

/**
 * pino's mixin while tracing is on: every line written inside a kept trace names it and its span, so that a log line
 * leads to its trace in Jaeger (docs/operations.md#traces). A trace that was not sampled is named nowhere, as it is
 * nowhere to be found. A new object each time: pino merges the line's own fields into it.
 */
export function traceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return traceFlags & TraceFlags.SAMPLED ? { trace_id: traceId, span_id: spanId } : {};
}
