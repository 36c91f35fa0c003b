export * from './messages';
export * from './subjects';
