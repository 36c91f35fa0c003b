export * from './subjects';
export * from './messages';
export * from './events';
export * from './secondo-fattore';
