export * from './testi';
export * from './messages';
export * from './subjects';
export * from './events';
