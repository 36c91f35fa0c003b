export * from './images';
export * from './messages';
export * from './queue';
export * from './retention';
export * from './uploads';
