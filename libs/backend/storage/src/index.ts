export * from './storage';
export * from './local-storage';
export * from './storage-config';
