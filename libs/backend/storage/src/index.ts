export * from './storage';
export * from './local-storage';
export * from './storage-config';
export * from './s3-storage';
