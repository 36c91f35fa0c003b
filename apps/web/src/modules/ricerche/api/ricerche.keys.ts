export const ricercheKeys = {
  elenco: ['ricerche', 'elenco'] as const,
};
