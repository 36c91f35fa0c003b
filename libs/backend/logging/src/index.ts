export * from './logging.module';
export * from './rpc-logging.interceptor';
export * from './health.module';
export * from './metrics.module';
export * from './http-drain';
