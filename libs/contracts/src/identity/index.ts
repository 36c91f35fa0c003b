export * from './subjects';
export * from './messages';
export * from './events';
export * from './secondo-fattore';
export * from './tracciabilita';
export * from './tracciabilita-testi';
