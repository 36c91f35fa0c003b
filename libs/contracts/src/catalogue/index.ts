export * from './subjects';
export * from './messages';
