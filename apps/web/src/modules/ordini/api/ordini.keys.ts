/** One root: placing an order or moving its status refreshes both parties' lists and stats. */
export const ordiniKeys = {
  tutti: ['ordini'] as const,
  miei: (q: string) => ['ordini', 'miei', q] as const,
  ricevuti: (q: string) => ['ordini', 'ricevuti', q] as const,
  statisticheAcquirente: ['ordini', 'statistiche-acquirente'] as const,
  statisticheVenditore: ['ordini', 'statistiche-venditore'] as const,
  ricambiVenduti: (autoId: string) => ['ordini', 'venduti', autoId] as const,
};
