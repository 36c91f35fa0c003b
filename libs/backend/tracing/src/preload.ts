import { APPS, compiledScript, loadConfig, tracingEnv } from '@ricambiamo/config';
import { otlpExporter, startTracing } from './tracing';

/**
 * The first import of every app's main.ts, so that tracing starts before anything it instruments is required. Built
 * apps get it as a file of its own, `dist/apps/<app>/tracing.js`, which their main.js requires first
 * (tools/build-apps.mjs): a bundle requires its npm packages before running any of its own code.
 * With no share of traces to keep (OTEL_TRACES_SAMPLER_ARG, 0 by default) it does nothing more.
 */
const config = loadConfig(tracingEnv);
// The app is known by its script as apps.json lists it, its source run through swc-node or its build. A process whose
// script is no app's (a seed, a test, a benchmark that imports an app's definition) is not traced.
const script = require.main?.filename ?? '';
const app = APPS.find((candidate) => script.endsWith(candidate.entry) || script.endsWith(compiledScript(candidate)));
if (app && config.OTEL_TRACES_SAMPLER_ARG > 0) {
  startTracing({
    service: app.name,
    sampleRatio: config.OTEL_TRACES_SAMPLER_ARG,
    exporter: otlpExporter(config.OTEL_EXPORTER_OTLP_ENDPOINT),
    batchDelayMs: config.OTEL_BSP_SCHEDULE_DELAY,
  });
}
