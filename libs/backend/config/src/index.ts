export * from './load-config';
export * from './common-env';
export * from './apps';
export * from './secret';
export * from './smtp-env';
