/** The page's two reads, each on its own: the demand card loads and fails apart from the charts. */
export const statisticheKeys = {
  andamento: ['statistiche', 'andamento-venditore'] as const,
  domanda: ['statistiche', 'domanda-zona'] as const,
};
