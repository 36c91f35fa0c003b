export * from './vin';
export * from './vin-messaggi';
export * from './compatibilita';
export * from './verifica';
export * from './verifica-testi';
