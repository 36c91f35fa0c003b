export * from './load-config';
export * from './common-env';
export * from './app-registry';
export * from './secret';
export * from './smtp-env';
export * from './tracing-env';
export * from './startup-memory';
