export * from './vin';
export * from './vin-messaggi';
export * from './compatibilita';
export * from './verifica';
