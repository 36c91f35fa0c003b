export * from './free-port';
export * from './nats-server';
export * from './smtp-catcher';
export * from './wait-for';
export * from './seed-mark';
export * from './service-harness';
export * from './closing';
