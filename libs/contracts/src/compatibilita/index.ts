export * from './vin';
export * from './compatibilita';
export * from './verifica';
