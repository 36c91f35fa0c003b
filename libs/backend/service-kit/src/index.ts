export * from './service';
export * from './start-service';
export * from './tokens';
export * from './unit-of-work';
export * from './periodico';
