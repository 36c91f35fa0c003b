import { z } from 'zod';

/**
 * Tracing's variables, under OpenTelemetry's standard names so that ops read them as they know them
 * (docs/operations.md#traces). They are read before the app loads anything else (@ricambiamo/tracing's preload), so
 * they sit apart from the app's schema. With no share of traces to keep, nothing of OpenTelemetry's SDK is loaded.
 */
export const tracingEnv = z.object({
  /**
   * The one sampler there is, named so that a setting meant for another one stops the app instead of being ignored:
   * a trace begun by a caller follows the caller's choice, one begun here is kept at OTEL_TRACES_SAMPLER_ARG.
   */
  OTEL_TRACES_SAMPLER: z.literal('parentbased_traceidratio').default('parentbased_traceidratio'),
  /** The share of the traces begun in this process that are kept, 0 to 1; 0, the default, turns tracing off. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(0),
  /** The OTLP/HTTP receiver (a collector, Jaeger): spans go to `<endpoint>/v1/traces`. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4318'),
  /** How long finished spans wait to be sent together, in milliseconds. */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).default(5000),
});
export type TracingEnv = z.output<typeof tracingEnv>;
