/** A review written, changed or replied to touches its orders' panels and its seller's page. */
export const recensioniKeys = {
  tutte: ['recensioni'] as const,
  ordini: (ordineIds: readonly string[]) => ['recensioni', 'ordini', [...ordineIds].sort()] as const,
  venditore: (venditoreId: string, pagina: number) => ['recensioni', 'venditore', venditoreId, pagina] as const,
  reputazione: (venditoreId: string) => ['recensioni', 'reputazione', venditoreId] as const,
};
