export * from './logging.module';
export type { LogFormat } from './pretty';
export * from './rpc-logging.interceptor';
export * from './health.module';
export * from './metrics.module';
export * from './http-drain';
