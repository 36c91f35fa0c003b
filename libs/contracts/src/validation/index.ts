export * from './fields';
export * from './auth';
export * from './profilo';
export * from './orari';
export * from './province';
export * from './issues';
export * from './inserzione';
export * from './checkout';
