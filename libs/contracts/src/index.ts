export * from './roles';
export * from './errors';
export * from './events';
export * from './messages';
export * from './validation';
export * from './identity';
export * from './tokens';
export * from './catalogue';
