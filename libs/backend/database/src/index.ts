export * from './prisma-adapter';
export * from './database-url';
export * from './ensure-database';
export * from './migrate';
export * from './drift';
export * from './unique-violation';
export * from './transazione';
export * from './sostituisci-per-id';
