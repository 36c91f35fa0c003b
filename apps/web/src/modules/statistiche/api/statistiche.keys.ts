/** One key: the page reads everything at once, and nothing else shares it. */
export const statisticheKeys = { andamento: ['statistiche', 'andamento-venditore'] as const };
