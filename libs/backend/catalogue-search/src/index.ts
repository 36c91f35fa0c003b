export * from './ricerca-sql';
