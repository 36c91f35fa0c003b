export * from './messages';
export * from './subjects';
export * from './events';
export * from './testi';
