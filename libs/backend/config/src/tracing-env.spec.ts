import { loadConfig } from './load-config';
import { tracingEnv } from './tracing-env';

describe('tracingEnv', () => {
  it('keeps no trace unless a share is given, and sends to a local OTLP receiver', () => {
    expect(loadConfig(tracingEnv, {})).toEqual({
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: 0,
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      OTEL_BSP_SCHEDULE_DELAY: 5000,
    });
    expect(loadConfig(tracingEnv, { OTEL_TRACES_SAMPLER_ARG: '0.1' }).OTEL_TRACES_SAMPLER_ARG).toBe(0.1);
  });

  it('refuses a share outside 0 to 1, another sampler and an endpoint that is no URL, naming them', () => {
    expect(() => loadConfig(tracingEnv, { OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow('OTEL_TRACES_SAMPLER_ARG');
    expect(() => loadConfig(tracingEnv, { OTEL_TRACES_SAMPLER: 'always_on' })).toThrow('OTEL_TRACES_SAMPLER');
    expect(() => loadConfig(tracingEnv, { OTEL_EXPORTER_OTLP_ENDPOINT: 'jaeger:4318' })).toThrow('OTEL_EXPORTER_OTLP_ENDPOINT');
  });
});
