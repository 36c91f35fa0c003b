export * from './messages';
export * from './testi';
export * from './subjects';
