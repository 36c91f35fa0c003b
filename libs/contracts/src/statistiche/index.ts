export * from './settimane';
export * from './visualizzazioni';
export * from './vendite';
export * from './testi';
