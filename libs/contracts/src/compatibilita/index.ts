export * from './vin';
export * from './compatibilita';
